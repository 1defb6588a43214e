import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { type ActivityFilters, serializeActivityFilters } from '../lib/activity-filters'
import { visiblePages } from '../lib/visible-pages'

interface ResultsPagerProps {
  filters: ActivityFilters
  pageCount: number
}

/** Numbered pages as links, so every page of results has a URL of its own. */
export function ResultsPager({ filters, pageCount }: ResultsPagerProps) {
  if (pageCount <= 1) return null
  const current = Math.min(filters.page, pageCount)
  const pageLink = (page: number) => ({
    search: serializeActivityFilters({ ...filters, page }).toString(),
  })
  const arrow = cn(buttonVariants({ variant: 'outline' }), 'gap-1 px-3')

  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? (
        <Link to={pageLink(current - 1)} className={arrow}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Link>
      ) : null}
      <ul className="flex items-center gap-1">
        {visiblePages(current, pageCount).map((slot, index) =>
          slot === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap is identified by where it sits
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={pageLink(slot)}
                aria-label={`Page ${slot}`}
                aria-current={slot === current ? 'page' : undefined}
                className={cn(
                  buttonVariants({ variant: slot === current ? 'default' : 'ghost', size: 'icon' }),
                  'tabular-nums',
                )}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < pageCount ? (
        <Link to={pageLink(current + 1)} className={arrow}>
          Next
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  )
}
