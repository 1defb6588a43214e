import { z } from 'zod'
import { vendorStatusSchema } from './roles.ts'
import { multiLineText, singleLineText } from './text.ts'

const optionalText = (text: typeof singleLineText, max: number) =>
  text()
    .max(max)
    .optional()
    .transform((value) => value || null)

/** The Business Profile form. Empty website and email are allowed. */
export const vendorProfileSchema = z.object({
  businessName: singleLineText({ error: 'Business name must be at least 2 characters' })
    .min(2, { error: 'Business name must be at least 2 characters' })
    .max(120, { error: 'Business name must be at most 120 characters' }),
  description: optionalText(multiLineText, 4000),
  website: singleLineText()
    .pipe(z.union([z.literal(''), z.url({ error: 'Must be a valid URL', protocol: /^https?$/ })]))
    .optional()
    .transform((value) => value || null),
  email: singleLineText()
    .pipe(z.union([z.literal(''), z.email({ error: 'Must be a valid email' })]))
    .optional()
    .transform((value) => value?.toLowerCase() || null),
  phone: optionalText(singleLineText, 40),
})
export type VendorProfileInput = z.input<typeof vendorProfileSchema>

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

const required = (message: string, max = 200) =>
  singleLineText({ error: message }).min(1, { error: message }).max(max)

export const vendorLocationInputSchema = z.object({
  name: required('Location name is required'),
  address: required('Address is required'),
  city: required('City is required', 100),
  state: required('State is required', 50),
  zipcode: singleLineText({ error: 'ZIP code is required' }).regex(/^\d{5}(-\d{4})?$/, {
    error: 'ZIP code must look like 78701 or 78701-1234',
  }),
  timeZone: singleLineText({ error: 'Time zone is required' }).refine(isTimeZone, {
    error: 'Choose a time zone such as America/Chicago',
  }),
  isPrimary: z.boolean().default(false),
})
export type VendorLocationInput = z.input<typeof vendorLocationInputSchema>

export const vendorLocationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  timeZone: z.string(),
  isPrimary: z.boolean(),
})
export type VendorLocation = z.infer<typeof vendorLocationSchema>

export const vendorProfileResponseSchema = z.object({
  id: z.uuid(),
  businessName: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: vendorStatusSchema,
  locations: z.array(vendorLocationSchema),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
})
export type VendorProfile = z.infer<typeof vendorProfileResponseSchema>

export const uploadResponseSchema = z.object({ url: z.string() })

/** Vendor settings: where new-booking notices are mailed (empty means the account email). */
export const vendorSettingsSchema = z.object({
  notificationEmail: singleLineText()
    .pipe(z.union([z.literal(''), z.email({ error: 'Must be a valid email' })]))
    .optional()
    .transform((value) => value?.toLowerCase() || null),
})

export const vendorSettingsResponseSchema = z.object({
  accountEmail: z.string(),
  notificationEmail: z.string().nullable(),
})
export type VendorSettings = z.infer<typeof vendorSettingsResponseSchema>

/** Body of better-auth's POST /api/auth/change-password, with our messages. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: 'Enter your current password' }),
  newPassword: z
    .string()
    .min(6, { error: 'Password must be at least 6 characters' })
    .max(128, { error: 'Password must be at most 128 characters' }),
  revokeOtherSessions: z.literal(true).default(true),
})
