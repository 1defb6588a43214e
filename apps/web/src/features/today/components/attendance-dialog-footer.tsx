import { ErrorAlert } from '@/components/error-alert'
import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'

/**
 * The foot of an attendance dialog's form: the server's refusal when there is one, Cancel, and
 * the submit button, which says what it is doing while the action is sent.
 */
export function AttendanceDialogFooter(props: {
  submitLabel: string
  busyLabel?: string
  busy?: boolean
  disabled?: boolean
  error?: string | null
  errorTitle?: string
  onCancel: () => void
}) {
  const { submitLabel, busyLabel, busy = false, disabled = false, error, errorTitle } = props
  return (
    <>
      {error && <ErrorAlert title={errorTitle ?? 'Not recorded'}>{error}</ErrorAlert>}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={disabled || busy}>
          {busy && busyLabel ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </>
  )
}
