import type { ActivityListQuery, ActivityListResponse } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { activityFilterConditions, neededJoins } from './activity-filters.ts'
import { loadActivitySummaries } from './activity-summaries.ts'
import { findCategoryIds } from './category-lookup.ts'
import type { ListingMemo } from './listing-memo.ts'
import { PUBLIC_ACTIVITY_CONDITION, PUBLIC_ACTIVITY_JOIN } from './public-visibility.ts'

function orderBy(query: ActivityListQuery): SQL {
  switch (query.sort) {
    case 'price_asc':
      return sql`p.price_cents asc, a.created_at desc nulls last, a.id desc nulls last`
    case 'price_desc':
      return sql`p.price_cents desc, a.created_at desc nulls last, a.id desc nulls last`
    case 'soonest':
      // As activities_public_weekend_idx and _soonest_idx are built; triggers keep the columns
      // (ADR 10). With the weekend filter, 'soonest' means the soonest weekend session.
      return query.weekend
        ? sql`a.next_weekend_session_at asc, a.created_at desc nulls last, a.id desc nulls last`
        : sql`a.next_session_at asc nulls last, a.created_at desc nulls last, a.id desc nulls last`
    default:
      // The same order, nulls included, as activities_public_idx: the page comes off the index.
      return sql`a.created_at desc nulls last, a.id desc nulls last`
  }
}

/**
 * The public activity list with every filter, sort and page applied in the database: one query
 * for the page's ids, one for the total, one for the cards. With a memo, a page or total already
 * worked out for the current catalogue version is answered from memory.
 */
export async function listActivities(options: {
  db: Database
  query: ActivityListQuery
  now?: Date
  memo?: ListingMemo
}): Promise<ActivityListResponse> {
  const { db, query, now = new Date(), memo } = options
  if (!memo) return computeListing({ db, query, now, total: (count) => count() })
  const remembered = await memo.read(db, now)
  return remembered.page(query, () =>
    computeListing({ db, query, now, total: (count) => remembered.total(query, count) }),
  )
}

async function computeListing(options: {
  db: Database
  query: ActivityListQuery
  now: Date
  total: (count: () => Promise<number>) => Promise<number>
}): Promise<ActivityListResponse> {
  const { db, query, now } = options
  const { categoryIds, searchCategoryIds } = await findCategoryIds({
    db,
    slugs: query.category ?? [],
    search: query.q,
  })
  const conditions = [
    PUBLIC_ACTIVITY_CONDITION,
    ...activityFilterConditions(query, { categoryIds, searchCategoryIds, now }),
  ]
  const joins = neededJoins(query)
  // Every activity has exactly one default price (a database invariant), so leaving the price
  // join out never changes which rows match.
  const from = sql`${PUBLIC_ACTIVITY_JOIN}
    ${joins.price ? sql`join activity_pricing p on p.activity_id = a.id and p.is_default` : sql``}
    where ${sql.join(conditions, sql` and `)}`
  const offset = (query.page - 1) * query.limit

  const count = async () => {
    const [row] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from ${from}`,
    )
    return Number(row?.total ?? 0)
  }
  const [page, total] = await Promise.all([
    queryRows<{ id: string }>(
      db,
      sql`select a.id from ${from} order by ${orderBy(query)} limit ${query.limit} offset ${offset}`,
    ),
    options.total(count),
  ])
  const items = await loadActivitySummaries({
    db,
    ids: page.map((row) => row.id),
    now,
    weekendOnly: query.weekend,
  })
  return {
    items,
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / query.limit)),
  }
}
