import type { AdminActivity } from '@afc/contracts'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { useApproveActivity } from '../../api/approve-activity'
import { useDeactivateActivity } from '../../api/deactivate-activity'
import { useRejectActivity } from '../../api/reject-activity'
import { useUnfeatureActivity } from '../../api/unfeature-activity'
import { toastOutcome } from '../../lib/toast-outcome'
import { ReasonAction } from '../reason-action'
import { FeatureButton } from './feature-button'

interface ActivityActionsProps {
  activity: AdminActivity
  featuredCount: number
  /** The moderation queue offers only the review decisions. */
  reviewOnly?: boolean
}

/** The decisions the server allows from the activity's flags. */
export function ActivityActions({ activity, featuredCount, reviewOnly }: ActivityActionsProps) {
  const approve = useApproveActivity()
  const reject = useRejectActivity()
  const unfeature = useUnfeatureActivity()
  const deactivate = useDeactivateActivity()
  const { title } = activity

  const quick = (decide: typeof approve.mutateAsync, success: string, failure: string) =>
    toastOutcome(decide(activity.id), success, failure)

  return (
    <div className="flex flex-wrap gap-2">
      {!activity.isApproved && activity.isActive && (
        <Button
          size="sm"
          disabled={approve.isPending}
          aria-label={`Approve ${title}`}
          onClick={() =>
            quick(approve.mutateAsync, `"${title}" is approved`, 'Failed to approve the activity.')
          }
        >
          {approve.isPending ? 'Approving...' : 'Approve'}
        </Button>
      )}
      {activity.status !== 'rejected' && activity.isActive && (
        <ReasonAction
          label="Reject"
          accessibleLabel={`Reject ${title}`}
          title={`Reject "${title}"?`}
          description={
            <p>
              It leaves the public site (and the home page) if it is there. The provider is emailed
              your reason and can change the activity.
            </p>
          }
          confirmLabel="Reject"
          pendingLabel="Rejecting..."
          onConfirm={(reason) => reject.mutateAsync({ id: activity.id, reason })}
          successMessage={`"${title}" is rejected`}
        />
      )}
      {!reviewOnly && activity.status === 'approved' && !activity.isFeatured && (
        <FeatureButton activity={activity} featuredCount={featuredCount} />
      )}
      {!reviewOnly && activity.isFeatured && (
        <Button
          variant="outline"
          size="sm"
          disabled={unfeature.isPending}
          aria-label={`Unfeature ${title}`}
          onClick={() =>
            quick(
              unfeature.mutateAsync,
              `"${title}" is off the home page`,
              'Failed to unfeature the activity.',
            )
          }
        >
          {unfeature.isPending ? 'Unfeaturing...' : 'Unfeature'}
        </Button>
      )}
      {!reviewOnly && activity.isActive && (
        <ConfirmAction
          trigger={
            <Button variant="outline" size="sm" aria-label={`Deactivate ${title}`}>
              Deactivate
            </Button>
          }
          title={`Deactivate "${title}"?`}
          description={
            <p>
              It leaves the public site and its featured place at once, and the provider is emailed.
              The provider can switch it on again.
            </p>
          }
          confirmLabel="Deactivate"
          pendingLabel="Deactivating..."
          onConfirm={async () => {
            await deactivate.mutateAsync(activity.id)
            toast.success(`"${title}" is deactivated`)
          }}
        />
      )}
    </div>
  )
}
