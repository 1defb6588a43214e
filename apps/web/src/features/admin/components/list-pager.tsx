import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'

interface ListPagerProps {
  page: number
  pageCount: number
  total: number
  /** What the list counts: 'vendor', 'vendors'. */
  noun: readonly [one: string, many: string]
  onPage: (page: number) => void
}

/** The total, where this page is, and Previous / Next. */
export function ListPager({ page, pageCount, total, noun, onPage }: ListPagerProps) {
  return (
    <nav
      aria-label={`Pages of ${noun[1]}`}
      className="flex flex-wrap items-center justify-between gap-3 text-muted-foreground text-sm"
    >
      <p>
        {total} {total === 1 ? noun[0] : noun[1]}
        {pageCount > 1 && ` · page ${page} of ${pageCount}`}
      </p>
      {pageCount > 1 && (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  )
}
