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

/**
 * Reads a table in batches after a cursor (the sort key of the last row read), each batch its
 * own short query: no transaction stays open while a slow client downloads.
 */
export async function* batchesAfter<Row>(options: {
  size: number
  read: (after: Row | undefined, size: number) => Promise<Row[]>
}): AsyncGenerator<Row[]> {
  let after: Row | undefined
  for (;;) {
    const rows = await options.read(after, options.size)
    if (rows.length > 0) yield rows
    if (rows.length < options.size) return
    after = rows[rows.length - 1]
  }
}
