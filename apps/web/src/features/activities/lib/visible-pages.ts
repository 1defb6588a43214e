export type PageSlot = number | 'gap'

/**
 * The page numbers a pager shows: the first, the last and the current one with its neighbours,
 * with a gap where pages are skipped. 1 … 4 5 6 … 12
 */
export function visiblePages(current: number, pageCount: number): PageSlot[] {
  const wanted = new Set([1, pageCount, current - 1, current, current + 1])
  const pages = [...wanted].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b)
  const slots: PageSlot[] = []
  for (const page of pages) {
    const previous = slots.at(-1)
    if (typeof previous === 'number' && page - previous === 2) slots.push(previous + 1)
    else if (typeof previous === 'number' && page - previous > 2) slots.push('gap')
    slots.push(page)
  }
  return slots
}
