import { z } from 'zod'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts'
import { providerRoleSchema } from './provider-roles.ts'
import { roleSchema, vendorStatusSchema } from './roles.ts'
import { singleLineText } from './text.ts'

const email = singleLineText()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address' }))

const password = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(PASSWORD_MIN_LENGTH, { error: 'Password must be at least 6 characters' })
  .max(PASSWORD_MAX_LENGTH, { error: 'Password must be at most 128 characters' })

/** The Login form and POST /api/account/sign-in. */
export const loginSchema = z.object({
  email,
  password,
  /** The role chosen on the form; vendor and admin are checked on the server. */
  role: roleSchema.default('customer'),
})
export type LoginInput = z.input<typeof loginSchema>

/** The Sign Up form and POST /api/account/sign-up. */
export const signUpSchema = z.object({
  email,
  password,
  firstName: singleLineText({ error: 'First name is required' })
    .min(1, { error: 'First name is required' })
    .max(100, { error: 'First name must be at most 100 characters' }),
  lastName: singleLineText({ error: 'Last name is required' })
    .min(1, { error: 'Last name is required' })
    .max(100, { error: 'Last name must be at most 100 characters' }),
  role: roleSchema.default('customer'),
})
export type SignUpInput = z.input<typeof signUpSchema>

export const ADMIN_SIGN_UP_REFUSED =
  'Admin accounts cannot be created from the sign-up form. An existing administrator must grant the admin role.'

export const signUpResponseSchema = z.object({
  /** Whether the user must confirm the email before signing in. */
  verificationRequired: z.boolean(),
  message: z.string(),
})

export const accountSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
  }),
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  roles: z.array(roleSchema),
  vendor: z
    .object({
      id: z.uuid(),
      businessName: z.string(),
      status: vendorStatusSchema,
    })
    .nullable(),
  /** What the account may do in `vendor`'s area: its owner, or staff as manager or instructor. */
  providerRole: providerRoleSchema.nullable(),
})
export type Account = z.infer<typeof accountSchema>

export const signInResponseSchema = z.object({
  account: accountSchema,
  /** Where the user lands: admin to /admin, vendor to /vendor, customer to /. */
  redirectTo: z.enum(['/', '/vendor', '/admin']),
})
export type SignInResponse = z.infer<typeof signInResponseSchema>

/** GET /api/account/session: the signed-in account, or null for a visitor (never a 401). */
export const sessionResponseSchema = z.object({ account: accountSchema.nullable() })
export type SessionResponse = z.infer<typeof sessionResponseSchema>

export const profileUpdateSchema = z.object({
  firstName: signUpSchema.shape.firstName,
  lastName: signUpSchema.shape.lastName,
})

export const accountDeletionSchema = z.object({
  password: z.string().min(1, { error: 'Enter your password to confirm' }),
})
