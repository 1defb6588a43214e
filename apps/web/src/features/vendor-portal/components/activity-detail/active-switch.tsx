import { useId } from 'react'
import { toast } from 'sonner'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { failureMessage } from '@/lib/problem-feedback'
import { useSetVendorActivityStatus } from '../../api/set-vendor-activity-status'

interface ActiveSwitchProps {
  activityId: string
  isActive: boolean
}

/** Pauses an activity (families can no longer find or book it) or opens it again. */
export function ActiveSwitch({ activityId, isActive }: ActiveSwitchProps) {
  const id = useId()
  const setStatus = useSetVendorActivityStatus(activityId)

  const change = (next: boolean) =>
    setStatus.mutate(next, {
      onSuccess: () =>
        toast.success(next ? 'Activity is now active' : 'Activity is now inactive', {
          description: next
            ? 'Families can find and book it once it is approved.'
            : 'Families can no longer find or book it.',
        }),
      onError: (error) =>
        toast.error('Error', {
          description: failureMessage(error, 'Failed to update the activity. Please try again.'),
        }),
    })

  return (
    <div className="flex items-center justify-between gap-4 rounded-lg bg-muted p-3">
      <Label htmlFor={id} className="leading-snug">
        Active: open for bookings
      </Label>
      <Switch
        id={id}
        checked={setStatus.isPending ? setStatus.variables : isActive}
        disabled={setStatus.isPending}
        onCheckedChange={change}
      />
    </div>
  )
}
