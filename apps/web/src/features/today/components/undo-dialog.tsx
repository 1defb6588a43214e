import { UNDO_REASON_REQUIRED } from '@afc/contracts'
import { useId, useState } from 'react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { AttendanceDialogFooter } from './attendance-dialog-footer'

/**
 * Undoing the latest action asks why; the reason is kept with the undo. The undo is queued on
 * the phone like the action it takes back, so it works without signal.
 */
export function UndoDialog(props: {
  firstName: string
  what: string
  onConfirm: (reason: string) => void
  onClose: () => void
}) {
  const { firstName, what, onConfirm, onClose } = props
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const id = useId()
  const missing = reason.trim().length < 3
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Undo {what}</DialogTitle>
          <DialogDescription>
            {firstName}'s {what} is taken back. Say why; the reason is kept.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            setTried(true)
            if (!missing) onConfirm(reason.trim())
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={id}>Reason</Label>
            <Textarea
              id={id}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={tried && missing}
              aria-describedby={tried && missing ? `${id}-error` : undefined}
            />
            {tried && missing && (
              <p id={`${id}-error`} className="text-sm text-destructive">
                {UNDO_REASON_REQUIRED}
              </p>
            )}
          </div>
          <AttendanceDialogFooter submitLabel="Undo" onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  )
}
