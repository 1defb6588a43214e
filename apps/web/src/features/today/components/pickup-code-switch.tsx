import { toast } from 'sonner'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { failureMessage } from '@/lib/problem-feedback'
import { useSaveAttendanceSettings } from '../api/save-attendance-settings'

/** The provider's choice to ask for the family's pickup code at every check-out. */
export function PickupCodeSwitch({ required }: { required: boolean }) {
  const save = useSaveAttendanceSettings()
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <Label htmlFor="require-pickup-code">Ask for the pickup code at check-out</Label>
        <p id="require-pickup-code-hint" className="text-muted-foreground text-sm">
          Each family has a 4-digit code on My Bookings. Checking it needs a connection.
        </p>
      </div>
      <Switch
        id="require-pickup-code"
        aria-describedby="require-pickup-code-hint"
        checked={save.isPending ? (save.variables?.requirePickupCode ?? required) : required}
        disabled={save.isPending}
        onCheckedChange={(requirePickupCode) =>
          save.mutate(
            { requirePickupCode },
            {
              onError: (error) =>
                toast.error('Not saved', {
                  description: failureMessage(error, 'Please try again.'),
                }),
            },
          )
        }
      />
    </div>
  )
}
