import { UNDO_REASON_REQUIRED } from '@afc/contracts'
import { useId, useState } from 'react'
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
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'

/** Undoing the latest action asks why; the reason is kept with the undo. */
export function UndoDialog(props: {
  firstName: string
  what: string
  busy: boolean
  error: string | null
  onConfirm: (reason: string) => void
  onClose: () => void
}) {
  const { firstName, what, busy, error, onConfirm, onClose } = props
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
          {error && <ErrorAlert title="Not undone">{error}</ErrorAlert>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Undoing...' : 'Undo'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
