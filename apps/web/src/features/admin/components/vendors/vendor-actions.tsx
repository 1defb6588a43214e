import type { VendorStatus } from '@afc/contracts'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { useApproveVendor } from '../../api/approve-vendor'
import { useRejectVendor } from '../../api/reject-vendor'
import { useSuspendVendor } from '../../api/suspend-vendor'
import { ReasonAction } from '../reason-action'

interface VendorActionsProps {
  vendor: { id: string; businessName: string; status: VendorStatus }
}

/** The decisions the server allows from the provider's status, each confirmed first. */
export function VendorActions({ vendor }: VendorActionsProps) {
  const approve = useApproveVendor()
  const reject = useRejectVendor()
  const suspend = useSuspendVendor()
  const name = vendor.businessName

  return (
    <div className="flex flex-wrap gap-2">
      {vendor.status !== 'approved' && (
        <ConfirmAction
          trigger={
            <Button size="sm" aria-label={`Approve ${name}`}>
              Approve
            </Button>
          }
          title={`Approve ${name}?`}
          description={
            <p>
              Its active, approved activities go public at once, and the owner is emailed that the
              account is approved.
            </p>
          }
          confirmLabel="Approve"
          pendingLabel="Approving..."
          destructive={false}
          onConfirm={async () => {
            await approve.mutateAsync(vendor.id)
            toast.success(`${name} is approved`)
          }}
        />
      )}
      {vendor.status === 'pending' && (
        <ReasonAction
          label="Reject"
          accessibleLabel={`Reject ${name}`}
          title={`Reject ${name}?`}
          description={<p>The owner is emailed your reason. The provider stays off the site.</p>}
          confirmLabel="Reject"
          pendingLabel="Rejecting..."
          onConfirm={(reason) => reject.mutateAsync({ id: vendor.id, reason })}
          successMessage={`${name} is rejected`}
        />
      )}
      {vendor.status === 'approved' && (
        <ReasonAction
          label="Suspend"
          accessibleLabel={`Suspend ${name}`}
          title={`Suspend ${name}?`}
          description={
            <>
              <p>
                All of its activities leave the public site at once and lose their featured places.
                Existing bookings are kept.
              </p>
              <p>The owner is emailed your reason.</p>
            </>
          }
          confirmLabel="Suspend"
          pendingLabel="Suspending..."
          onConfirm={(reason) => suspend.mutateAsync({ id: vendor.id, reason })}
          successMessage={`${name} is suspended`}
        />
      )}
    </div>
  )
}
