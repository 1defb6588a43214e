import type { AdminActivity } from '@afc/contracts'
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
import { failureMessage } from '@/lib/problem-message'
import { featureActivity } from '../../api/feature-activity'
import { useAdminActivities } from '../../api/get-admin-activities'
import { unfeatureActivity } from '../../api/unfeature-activity'
import { useAdminMutation } from '../../api/use-admin-mutation'

interface FeaturedLimitDialogProps {
  /** The activity the admin wanted to feature. */
  activity: AdminActivity
  /** The server's sentence for refusing it. */
  refusal: string
  onClose: () => void
}

/**
 * The server's refusal, then the featured activities: picking one takes it off the home page
 * and features the new one in its place. The API has no single swap, so it is two calls; if the
 * second fails the place is simply left free, which the message says.
 */
export function FeaturedLimitDialog({ activity, refusal, onClose }: FeaturedLimitDialogProps) {
  const featured = useAdminActivities({ status: 'featured', limit: 100 })
  const [failure, setFailure] = useState<string | null>(null)
  const swap = useAdminMutation(async (dropId: string) => {
    await unfeatureActivity(dropId)
    return featureActivity(activity.id)
  })

  const replace = (drop: AdminActivity) => {
    setFailure(null)
    swap.mutate(drop.id, {
      onSuccess: () => {
        toast.success(`"${activity.title}" replaces "${drop.title}" on the home page`)
        onClose()
      },
      onError: (error) =>
        setFailure(failureMessage(error, 'Failed to swap the featured activities.')),
    })
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>The home page is full</DialogTitle>
          <DialogDescription>{refusal}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          Pick a featured activity to take off the home page; "{activity.title}" takes its place.
        </p>
        {featured.isPending && <Skeleton className="h-24 w-full" />}
        {featured.data && (
          <ul className="grid gap-2" aria-label="Featured activities">
            {featured.data.items
              .filter((item) => item.isFeatured)
              .map((item) => (
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
                    disabled={swap.isPending}
                    aria-label={`Replace ${item.title}`}
                    onClick={() => replace(item)}
                  >
                    Replace
                  </Button>
                </li>
              ))}
          </ul>
        )}
        {failure && <ErrorAlert title="Not done">{failure}</ErrorAlert>}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Keep the featured ones
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
