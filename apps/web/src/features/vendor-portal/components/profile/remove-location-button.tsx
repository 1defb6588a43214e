import type { VendorLocation } from '@afc/contracts'
import { Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useRemoveVendorLocation } from '../../api/remove-vendor-location'

export function RemoveLocationButton({ location }: { location: VendorLocation }) {
  const removeLocation = useRemoveVendorLocation()
  const remove = async () => {
    try {
      await removeLocation.mutateAsync(location.id)
      toast.success('Location removed')
    } catch (error) {
      toast.error('Error', {
        description: failureMessage(error, 'Failed to remove the location. Please try again.'),
      })
    }
  }

  return (
    <ConfirmAction
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Remove ${location.name}`}>
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      }
      title="Remove this location?"
      description={`${location.name} will no longer be offered for your activities.`}
      cancelLabel="Keep it"
      confirmLabel="Remove"
      pendingLabel="Removing..."
      onConfirm={remove}
    />
  )
}
