import { type RefObject, useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { activityCount } from '../lib/filter-labels'

interface ShowMoreProps {
  /** Cards on screen now. */
  shown: number
  total: number
  loading: boolean
  failed: boolean
  onShowMore: () => void
  onRetry: () => void
  /** Holds the grid whose cards are counted, to move focus into the first new one. */
  gridRef: RefObject<HTMLElement | null>
}

/**
 * Under the phone's list: how many cards of how many are shown, said politely as it changes,
 * and a button for the next ones. Focus moves to the first new card once it is there, so a
 * keyboard or screen-reader user carries on reading where the list grew.
 */
export function ShowMore({
  shown,
  total,
  loading,
  failed,
  onShowMore,
  onRetry,
  gridRef,
}: ShowMoreProps) {
  const firstNew = useRef<number | null>(null)

  useEffect(() => {
    const index = firstNew.current
    if (index === null || shown <= index) return
    firstNew.current = null
    const card = gridRef.current?.querySelectorAll(':scope > ul > li')[index]
    card?.querySelector<HTMLElement>('a[href]')?.focus()
  }, [shown, gridRef])

  const showMore = () => {
    firstNew.current = shown
    onShowMore()
  }

  return (
    <div className="flex flex-col items-center gap-3">
      <p role="status" className="text-muted-foreground text-sm">
        Showing {shown} of {activityCount(total)}
      </p>
      {failed ? (
        <div role="alert" className="flex flex-col items-center gap-2 text-sm">
          <p>We couldn't load more activities.</p>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        shown < total && (
          <Button variant="outline" className="w-full" onClick={showMore} disabled={loading}>
            {loading ? 'Loading…' : 'Show more'}
          </Button>
        )
      )}
    </div>
  )
}
