import type { ActivitySummary, ActivityType, CategorySlug } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import {
  confirmedSessionPlaces,
  confirmedTermPlaces,
  placesToRunAhead,
  type RunRow,
} from '../run-decisions/index.ts'
import { idList } from './activity-filters.ts'

type SummaryRow = {
  id: string
  title: string
  shortDescription: string
  thumbnailUrl: string | null
  type: ActivityType
  minAge: number | null
  maxAge: number | null
  durationMinutes: number | null
  isFeatured: boolean
  priceCents: number | null
  vendorId: string
  businessName: string
  logoUrl: string | null
  city: string | null
  state: string | null
  nextSessionAt: Date | string | null
  nextTerm:
    | ({ name: string; startsAt: string; priceCents: number } & Omit<RunRow, 'firstStart'>)
    | string
    | null
  /** The next single session's minimum, for an activity without terms. */
  nextSessionRun: RunRow | string | null
  averageRating: number | null
  reviewCount: number
  categories: { slug: CategorySlug; name: string }[] | string
}

const toIso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString()

/**
 * The card fields of the given activities, in the order of `ids`, in one round trip: categories,
 * next session, a course's next term, the places it needs to run, rating and review count are computed for these rows only. Reviews an admin hid
 * count for nothing.
 */
export async function loadActivitySummaries(options: {
  db: Database
  ids: string[]
  now: Date
  /** Cards of a weekend search show the next weekend session. */
  weekendOnly?: boolean
}): Promise<ActivitySummary[]> {
  const { db, ids, now, weekendOnly = false } = options
  if (ids.length === 0) return []
  const rows = await queryRows<SummaryRow>(
    db,
    sql`
    select a.id, a.title,
      coalesce(nullif(a.short_description, ''), left(a.description, 100)) as "shortDescription",
      a.thumbnail_url as "thumbnailUrl", a.type, a.min_age as "minAge", a.max_age as "maxAge",
      a.duration_minutes as "durationMinutes", a.is_featured as "isFeatured",
      p.price_cents as "priceCents",
      v.id as "vendorId", v.business_name as "businessName", v.logo_url as "logoUrl",
      l.city, l.state,
      (select min(s.starts_at) from activity_schedules s
        where s.activity_id = a.id and not s.is_cancelled and s.starts_at >= ${now}
          ${weekendOnly ? sql`and s.local_weekday in (6, 7)` : sql``}) as "nextSessionAt",
      -- A course's soonest term that has not begun: its first session not called off.
      (select json_build_object('name', nt.name, 'startsAt', nt.starts_at, 'priceCents', nt.price_cents,
          'minPlaces', nt.min_places, 'decisionHours', nt.decision_hours, 'decision', nt.decision,
          'confirmedPlaces', nt.confirmed)
        from (select t.name, t.price_cents, min(s.starts_at) as starts_at, t.min_places,
            t.decision_hours, t.decision, ${confirmedTermPlaces('t')} as confirmed
          from terms t join activity_schedules s on s.term_id = t.id and not s.is_cancelled
          where t.activity_id = a.id and a.type = 'course' and t.cancelled_at is null
          group by t.id having min(s.starts_at) > ${now}
          order by min(s.starts_at), t.id limit 1) nt) as "nextTerm",
      -- Without terms, the next single session's minimum: only one with a minimum is read on.
      (select json_build_object('minPlaces', ns.min_places, 'decisionHours', ns.decision_hours,
          'decision', ns.decision, 'firstStart', ns.starts_at,
          'confirmedPlaces', ${confirmedSessionPlaces('ns')})
        from (select * from activity_schedules ss
          where ss.activity_id = a.id and ss.term_id is null and not ss.is_cancelled
            and ss.starts_at >= ${now}
            and not exists (select 1 from terms wt where wt.activity_id = a.id and wt.cancelled_at is null)
          order by ss.starts_at limit 1) ns
        where ns.min_places is not null) as "nextSessionRun",
      (select round(avg(r.rating)::numeric, 1)::float8 from reviews r
        where r.activity_id = a.id and not r.is_hidden) as "averageRating",
      (select count(*)::int from reviews r
        where r.activity_id = a.id and not r.is_hidden) as "reviewCount",
      (select coalesce(json_agg(json_build_object('slug', c.slug, 'name', c.name) order by lower(c.name)), '[]'::json)
        from activity_categories ac join categories c on c.id = ac.category_id
        where ac.activity_id = a.id) as categories
    from activities a
    join vendors v on v.id = a.vendor_id
    left join activity_pricing p on p.activity_id = a.id and p.is_default
    -- A lookup per card: joining the whole venues table would hash thousands of rows for 24.
    left join lateral (select vl.city, vl.state from vendor_locations vl
      where vl.id = a.location_id limit 1) l on true
    where a.id in ${idList(ids)}
  `,
  )
  const byId = new Map(rows.map((row) => [row.id, toSummary(row, now)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * The soonest term's minimum, else (without terms) the next single session's. A booking does not
 * move the catalogue's version, so a remembered page may count down a minute late, as its next
 * session may (ADR 10).
 */
function placesToRunOf(row: SummaryRow, now: Date): number | null {
  if (row.nextTerm !== null) {
    const term = fromJson(row.nextTerm)
    return placesToRunAhead({ ...term, firstStart: term.startsAt }, now)
  }
  return placesToRunAhead(row.nextSessionRun === null ? null : fromJson(row.nextSessionRun), now)
}

function toNextTerm(value: SummaryRow['nextTerm']): ActivitySummary['nextTerm'] {
  if (value === null) return null
  const term = fromJson(value)
  return {
    name: term.name,
    startsAt: new Date(term.startsAt).toISOString(),
    priceCents: term.priceCents,
  }
}

function toSummary(row: SummaryRow, now: Date): ActivitySummary {
  return {
    id: row.id,
    title: row.title,
    shortDescription: row.shortDescription,
    thumbnailUrl: row.thumbnailUrl,
    type: row.type,
    minAge: row.minAge,
    maxAge: row.maxAge,
    durationMinutes: row.durationMinutes,
    priceCents: row.priceCents ?? 0,
    isFeatured: row.isFeatured,
    categories: fromJson(row.categories),
    vendor: { id: row.vendorId, businessName: row.businessName, logoUrl: row.logoUrl },
    location: row.city && row.state ? { city: row.city, state: row.state } : null,
    nextSessionAt: toIso(row.nextSessionAt),
    nextTerm: toNextTerm(row.nextTerm),
    placesToRun: placesToRunOf(row, now),
    averageRating: row.averageRating === null ? null : Number(row.averageRating),
    reviewCount: Number(row.reviewCount),
  }
}
