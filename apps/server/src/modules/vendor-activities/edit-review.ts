import type { ActivityFormValues } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import { getPlatformSettings } from '../admin/index.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The operator's auto-approve setting, read inside the transaction that acts on it. */
export async function autoApproveIsOn(tx: Tx): Promise<boolean> {
  return (await getPlatformSettings({ db: tx })).autoApproveActivities
}

/** The activity's own columns families see on the listing (capacity is the provider's lever). */
export function publicActivityColumns(input: ActivityFormValues) {
  return {
    title: input.title,
    type: input.type,
    description: input.description,
    shortDescription: input.shortDescription,
    whatToBring: input.whatToBring,
    thumbnailUrl: input.thumbnailUrl,
    minAge: input.minAge,
    maxAge: input.maxAge,
    durationMinutes: input.durationMinutes,
    locationId: input.locationId,
  }
}

type PublicFields = {
  title: string
  type: string
  description: string
  shortDescription: string | null
  whatToBring: string | null
  thumbnailUrl: string | null
  minAge: number | null
  maxAge: number | null
  durationMinutes: number | null
  locationId: string | null
  priceCents: number | null
  categories: string[] | string
}

export type EditedActivity = PublicFields & { isApproved: boolean }

/** The caller's activity as families see it now, read before an edit to tell what it changes. */
export async function selectEditedActivity(options: {
  tx: Tx
  vendorId: string
  activityId: string
}): Promise<EditedActivity | undefined> {
  const { tx, vendorId, activityId } = options
  const [row] = await queryRows<EditedActivity>(
    tx,
    sql`select a.title, a.type, a.description, a.short_description as "shortDescription",
        a.what_to_bring as "whatToBring", a.thumbnail_url as "thumbnailUrl", a.min_age as "minAge", a.max_age as "maxAge",
        a.duration_minutes as "durationMinutes", a.location_id as "locationId",
        p.price_cents as "priceCents", a.is_approved as "isApproved",
        (select coalesce(json_agg(c.slug order by c.slug), '[]'::json)
          from activity_categories ac join categories c on c.id = ac.category_id
          where ac.activity_id = a.id) as categories
      from activities a
      left join activity_pricing p on p.activity_id = a.id and p.is_default
      where a.id = ${activityId} and a.vendor_id = ${vendorId} and a.deleted_at is null`,
  )
  return row
}

/**
 * Whether the edit changes anything families see on the listing. Capacity is left out on
 * purpose: it is the provider's day-to-day lever and the booking rules already guard it.
 */
export function changesPublicFields(current: EditedActivity, input: ActivityFormValues): boolean {
  const categories = fromJson(current.categories)
  const before: PublicFields = { ...current, categories: [...categories].sort() }
  const after: PublicFields = {
    ...publicActivityColumns(input),
    priceCents: input.priceCents,
    categories: [...input.categories].sort(),
  }
  return (Object.keys(after) as (keyof PublicFields)[]).some(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
}
