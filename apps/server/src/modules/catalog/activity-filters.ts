import { type ActivityListQuery, MAX_AGE, MIN_AGE, PRICE_SLIDER_MAX } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import { likePattern } from '../../lib/like-pattern.ts'

export type FilterContext = {
  /** Category ids for the chosen slugs. */
  categoryIds: string[]
  /** Category ids whose name matches the search words: a search matches title or category. */
  searchCategoryIds: string[]
  now: Date
}

/** Which joins the conditions need, so the count reads no table it does not use. */
export function neededJoins(query: ActivityListQuery) {
  return {
    price:
      (query.minPrice !== undefined && query.minPrice > 0) ||
      (query.maxPrice !== undefined && query.maxPrice < PRICE_SLIDER_MAX) ||
      query.sort === 'price_asc' ||
      query.sort === 'price_desc',
  }
}

/**
 * The WHERE conditions for the list's filters (words match a title or a category name, any
 * ticked category, overlapping ages with missing bounds read as 0 and 18). Expects the aliases
 * a (activities) and p (default price, when neededJoins says so).
 */
export function activityFilterConditions(query: ActivityListQuery, context: FilterContext): SQL[] {
  const conditions: SQL[] = []
  if (query.q) {
    const titleMatch = sql`a.title ilike ${likePattern(query.q)}`
    conditions.push(
      context.searchCategoryIds.length > 0
        ? sql`(${titleMatch} or exists (select 1 from activity_categories sc where sc.activity_id = a.id and sc.category_id in ${idList(context.searchCategoryIds)}))`
        : titleMatch,
    )
  }
  if (query.category && query.category.length > 0) {
    // A chosen slug that matches nothing still filters: the answer is an empty list.
    conditions.push(
      context.categoryIds.length > 0
        ? sql`exists (select 1 from activity_categories fc where fc.activity_id = a.id and fc.category_id in ${idList(context.categoryIds)})`
        : sql`false`,
    )
  }
  // Age spans overlap; a missing minimum counts as 0 and a missing maximum as 18.
  if (query.minAge !== undefined && query.minAge > MIN_AGE) {
    conditions.push(sql`coalesce(a.max_age, ${MAX_AGE}) >= ${query.minAge}`)
  }
  if (query.maxAge !== undefined && query.maxAge < MAX_AGE) {
    conditions.push(sql`coalesce(a.min_age, ${MIN_AGE}) <= ${query.maxAge}`)
  }
  if (query.minPrice !== undefined && query.minPrice > 0) {
    conditions.push(sql`p.price_cents >= ${Math.round(query.minPrice * 100)}`)
  }
  // At the slider's top the price reads '$200+': no upper bound.
  if (query.maxPrice !== undefined && query.maxPrice < PRICE_SLIDER_MAX) {
    conditions.push(sql`p.price_cents <= ${Math.round(query.maxPrice * 100)}`)
  }
  if (query.location) conditions.push(locationCondition(query.location))
  if (query.weekend) {
    // The stored next weekend session (triggers keep it, ADR 10) settles almost every activity
    // from the index; one whose stored session has just started is checked against its sessions.
    conditions.push(sql`a.next_weekend_session_at is not null and (
      a.next_weekend_session_at >= ${context.now} or exists (
        select 1 from activity_schedules ws
        where ws.activity_id = a.id and not ws.is_cancelled and ws.local_weekday in (6, 7)
          and ws.starts_at >= ${context.now}))`)
  }
  return conditions
}

/**
 * 'Austin', 'TX', '787' or 'Austin, TX': city, state or zip code of the activity's venue. The
 * venues are matched first (a small table), so the activities are found by their venue index.
 */
function locationCondition(location: string): SQL {
  const [first = '', second] = location.split(',').map((part) => part.trim())
  const venueMatches = second
    ? sql`l.city ilike ${likePattern(first, { prefix: true })} and l.state ilike ${likePattern(second, { prefix: true })}`
    : sql`l.city ilike ${likePattern(first)} or l.state ilike ${first.replace(/[\\%_]/g, '')} or l.zipcode like ${likePattern(first, { prefix: true })}`
  return sql`a.location_id in (select l.id from vendor_locations l where ${venueMatches})`
}

export function idList(ids: string[]): SQL {
  return sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`
}
