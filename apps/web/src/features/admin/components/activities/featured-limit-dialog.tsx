import { type AdminActivity, FEATURED_ACTIVITIES_LIMIT } from '@afc/contracts'
import { useState } from 'react'
import { toast } from 'sonner'
import { ErrorAlert } from '@/components/error-alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { failureMessage } from '@/lib/problem-feedback'
import { useFeatureActivity } from '../../api/feature-activity'
import { useAdminActivities } from '../../api/get-admin-activities'
import { useUnfeatureActivity } from '../../api/unfeature-activity'

interface FeaturedLimitDialogProps {
  /** The activity the admin wanted to feature. */
  activity: AdminActivity
  /** The server's sentence for refusing it. */
  refusal: string
  onClose: () => void
}

/**
 * The server's refusal, then the featured activities to make room among. The API has no swap,
 * and older data may hold more than the limit, so the admin takes off as many as needed and
 * then features the new one; the count comes from the server after every change.
 */
export function FeaturedLimitDialog({ activity, refusal, onClose }: FeaturedLimitDialogProps) {
  const featured = useAdminActivities({ status: 'featured', limit: 100 })
  const unfeature = useUnfeatureActivity()
  const feature = useFeatureActivity()
  const [failure, setFailure] = useState<string | null>(null)
  const count = featured.data?.featuredCount
  const hasRoom = count !== undefined && count < FEATURED_ACTIVITIES_LIMIT
  const busy = unfeature.isPending || feature.isPending || featured.isFetching

  const showFailure = (error: unknown, fallback: string) =>
    setFailure(failureMessage(error, fallback))

  // Awaited rather than mutate's callbacks: featuring removes the button this dialog hangs on.
  const takeOff = async (item: AdminActivity) => {
    setFailure(null)
    try {
      await unfeature.mutateAsync(item.id)
      toast.success(`"${item.title}" is off the home page`)
    } catch (error) {
      showFailure(error, 'Failed to unfeature the activity.')
    }
  }

  const featureNew = async () => {
    setFailure(null)
    try {
      await feature.mutateAsync(activity.id)
      toast.success(`"${activity.title}" is featured on the home page`)
      onClose()
    } catch (error) {
      showFailure(error, 'Failed to feature the activity.')
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>The home page is full</DialogTitle>
          <DialogDescription>{refusal}</DialogDescription>
        </DialogHeader>
        <p className="text-sm" role="status">
          {count !== undefined &&
            (hasRoom
              ? `${count} of ${FEATURED_ACTIVITIES_LIMIT} places taken: "${activity.title}" can go in.`
              : `${count} featured: take off ${count - FEATURED_ACTIVITIES_LIMIT + 1} to make room for "${activity.title}".`)}
        </p>
        {featured.isPending && <Skeleton className="h-24 w-full" />}
        {featured.data && (
          <ul className="grid gap-2" aria-label="Featured activities">
            {featured.data.items.map((item) => (
              <li
                key={item.id}
                className="flex items-center justify-between gap-3 rounded-lg border p-3"
              >
                <span className="grid min-w-0 text-sm">
                  <span className="truncate font-medium">{item.title}</span>
                  <span className="truncate text-muted-foreground text-xs">
                    {item.vendor.businessName}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  aria-label={`Unfeature ${item.title}`}
                  onClick={() => takeOff(item)}
                >
                  Unfeature
                </Button>
              </li>
            ))}
          </ul>
        )}
        {failure && <ErrorAlert title="Not done">{failure}</ErrorAlert>}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!hasRoom || busy} onClick={featureNew}>
            Feature "{activity.title}"
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
