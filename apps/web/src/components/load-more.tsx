import { Button } from '@/components/ui/button'

/** Under a long list: how much of it is shown, and a button for the next page while any is left. */
export function LoadMore({
  shown,
  total,
  noun,
  hasMore,
  loading,
  onLoadMore,
}: {
  shown: number
  total: number
  noun: string
  hasMore: boolean
  loading: boolean
  onLoadMore: () => void
}) {
  if (!hasMore && shown >= total) return null
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      <p className="text-muted-foreground text-sm">
        Showing {shown} of {total} {noun}
      </p>
      {hasMore && (
        <Button variant="outline" onClick={onLoadMore} disabled={loading}>
          {loading ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  )
}
