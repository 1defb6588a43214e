import type { AdminPageQuery } from '@afc/contracts'

export function pageOffset(query: AdminPageQuery) {
  return (query.page - 1) * query.limit
}

/** The page envelope every paginated list answers with; an empty list still has one page. */
export function pageOf<Item>(options: { items: Item[]; total: number; query: AdminPageQuery }) {
  const { items, total, query } = options
  return {
    items,
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / query.limit)),
  }
}

export const isoString = (value: Date | string) => new Date(value).toISOString()
export const isoOrNull = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString()
