import { z } from 'zod'
import { adminPageQuerySchema, adminPageSchema, adminSearchSchema } from './admin.ts'
import { idParamsSchema } from './catalog.ts'
import { roleSchema, vendorStatusSchema } from './roles.ts'

/** User ids are UUIDs too: the auth library, sign-up and the admin command make them so. */
export const userIdParamsSchema = idParamsSchema

/** GET /api/admin/users: search matches the email, first name or last name. */
export const adminUserListQuerySchema = adminPageQuerySchema.extend({
  q: adminSearchSchema,
  role: roleSchema.optional(),
})
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleSchema),
  registeredAt: z.iso.datetime({ offset: true }),
  /** Set while the account is disabled: it cannot sign in and has no sessions. */
  disabledAt: z.iso.datetime({ offset: true }).nullable(),
  vendor: z
    .object({ id: z.uuid(), businessName: z.string(), status: vendorStatusSchema })
    .nullable(),
})
export type AdminUser = z.infer<typeof adminUserSchema>
export const adminUserPageSchema = adminPageSchema(adminUserSchema)

/** Every account keeps 'customer'; admins grant or remove the other two. */
export const adminRoleChangeSchema = z.object({
  role: z.enum(['vendor', 'admin'], { error: 'Choose the vendor or admin role' }),
  grant: z.boolean({ error: 'Say whether the role is granted or removed' }),
})
export type AdminRoleChange = z.infer<typeof adminRoleChangeSchema>

export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact support.'
export const OWN_ADMIN_ROLE_REFUSED =
  'You cannot remove your own admin role. Ask another admin to do it.'
export const LAST_ADMIN_REFUSED =
  'This is the last admin account. Make another user an admin before removing this one.'
