import { z } from 'zod'
import { adminPageQuerySchema, adminPageSchema, adminSearchSchema } from './admin.ts'
import { vendorStatusSchema } from './roles.ts'
import { vendorLocationSchema } from './vendor-profile.ts'

/** GET /api/admin/vendors: search matches the business name or the owner's email. */
export const adminVendorListQuerySchema = adminPageQuerySchema.extend({
  q: adminSearchSchema,
  status: vendorStatusSchema.optional(),
})
export type AdminVendorListQuery = z.input<typeof adminVendorListQuerySchema>

export const adminVendorSummarySchema = z.object({
  id: z.uuid(),
  businessName: z.string(),
  ownerEmail: z.string(),
  status: vendorStatusSchema,
  registeredAt: z.iso.datetime({ offset: true }),
  activityCount: z.number().int(),
})
export type AdminVendorSummary = z.infer<typeof adminVendorSummarySchema>
export const adminVendorPageSchema = adminPageSchema(adminVendorSummarySchema)

export const adminVendorDetailSchema = z.object({
  id: z.uuid(),
  businessName: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  status: vendorStatusSchema,
  /** Why it was last rejected or suspended; null once approved. */
  statusReason: z.string().nullable(),
  registeredAt: z.iso.datetime({ offset: true }),
  owner: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    disabled: z.boolean(),
  }),
  /** Internal contact details: shown to admins, never on the public site. */
  contact: z.object({
    website: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    notificationEmail: z.string().nullable(),
  }),
  locations: z.array(vendorLocationSchema),
  /** Activities not deleted by the provider. */
  activityCount: z.number().int(),
  /** Confirmed bookings, and the sum of their amounts in cents. */
  bookingCount: z.number().int(),
  revenueCents: z.number().int(),
})
export type AdminVendorDetail = z.infer<typeof adminVendorDetailSchema>
