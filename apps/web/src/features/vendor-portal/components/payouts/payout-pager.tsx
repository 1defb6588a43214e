import { Button } from '@/components/ui/button'

interface PayoutPagerProps {
  page: number
  pageCount: number
  total: number
  onPage: (page: number) => void
  /** The pager's name and what it counts, when not the bookings. */
  label?: string
  noun?: string
}

/** Under the bookings: where the provider is among them, and the way to the next page. */
export function PayoutPager({
  page,
  pageCount,
  total,
  onPage,
  label = 'Bookings pages',
  noun = 'bookings',
}: PayoutPagerProps) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-muted-foreground text-sm">
        Page {page} of {pageCount} ({total} {noun})
      </p>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  )
}
