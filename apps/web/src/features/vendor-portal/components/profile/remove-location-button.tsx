import type { VendorLocation } from '@afc/contracts'
import { Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useRemoveVendorLocation } from '../../api/remove-vendor-location'

export function RemoveLocationButton({ location }: { location: VendorLocation }) {
  const removeLocation = useRemoveVendorLocation()
  const remove = () =>
    removeLocation.mutate(location.id, {
      onSuccess: () => toast.success('Location removed'),
      onError: (error) =>
        toast.error('Error', {
          description: failureMessage(error, 'Failed to remove the location. Please try again.'),
        }),
    })

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Remove ${location.name}`}>
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove this location?</AlertDialogTitle>
          <AlertDialogDescription>
            {location.name} will no longer be offered for your activities.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction onClick={remove}>Remove</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
