import { z } from 'zod'
import { activityTypeSchema } from './activities.ts'
import {
  adminActivityStatusSchema,
  adminPageQuerySchema,
  adminPageSchema,
  adminSearchSchema,
} from './admin.ts'
import { vendorStatusSchema } from './roles.ts'

/** The home page shows at most 4 featured activities, so no more than 4 can be featured. */
export const FEATURED_ACTIVITIES_LIMIT = 4

/** The admin list's filters: the four statuses, plus every featured activity. */
export const ADMIN_ACTIVITY_FILTERS = [
  'pending',
  'approved',
  'rejected',
  'inactive',
  'featured',
] as const

/** GET /api/admin/activities: search matches the title or the provider's business name. */
export const adminActivityListQuerySchema = adminPageQuerySchema.extend({
  q: adminSearchSchema,
  status: z.enum(ADMIN_ACTIVITY_FILTERS, { error: 'Unknown status' }).optional(),
})
export type AdminActivityListQuery = z.input<typeof adminActivityListQuerySchema>

export const adminActivitySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: activityTypeSchema,
  status: adminActivityStatusSchema,
  isActive: z.boolean(),
  isApproved: z.boolean(),
  isFeatured: z.boolean(),
  /** Why it was last rejected; null unless its status is 'rejected'. */
  rejectionReason: z.string().nullable(),
  priceCents: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  vendor: z.object({ id: z.uuid(), businessName: z.string(), status: vendorStatusSchema }),
})
export type AdminActivity = z.infer<typeof adminActivitySchema>

export const adminActivityPageSchema = adminPageSchema(adminActivitySchema).extend({
  /** Featured activities on the public site now, out of FEATURED_ACTIVITIES_LIMIT. */
  featuredCount: z.number().int(),
})
export type AdminActivityPage = z.infer<typeof adminActivityPageSchema>
