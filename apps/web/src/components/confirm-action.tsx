import { type FormEvent, type ReactElement, type ReactNode, useState } from 'react'
import { failureMessage } from '@/lib/problem-feedback'
import { ErrorAlert } from './error-alert'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog'
import { Button } from './ui/button'

interface ConfirmActionProps {
  /** The button that asks; focus goes back to it when the dialog closes. */
  trigger: ReactElement
  title: ReactNode
  /** What the action does, in full, before anyone commits to it. */
  description: ReactNode
  /** Fields to fill in before confirming (a typed word, a password). */
  children?: ReactNode
  cancelLabel?: string
  confirmLabel: string
  pendingLabel: string
  /** Red for what cannot be taken back (the default); the primary colour for a grant or approval. */
  destructive?: boolean
  /**
   * Does the thing. The dialog stays open, saying so, until the promise settles: it closes when
   * the promise resolves, stays open when it resolves `false` (a field is not valid yet), and
   * shows the refusal inside when it rejects, so it is read before the dialog is dismissed.
   */
  onConfirm: () => Promise<unknown>
  /** The refusal shown when the server gave no reason. */
  failureFallback?: string
  /** Told when the dialog opens or closes, so its fields can start empty next time. */
  onOpenChange?: (open: boolean) => void
}

/** Every 'Are you sure?' of the app: a button that asks before it acts. */
export function ConfirmAction({
  trigger,
  title,
  description,
  children,
  cancelLabel = 'Cancel',
  confirmLabel,
  pendingLabel,
  destructive = true,
  onConfirm,
  failureFallback = 'An unexpected error occurred. Please try again.',
  onOpenChange,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const changeOpen = (next: boolean) => {
    setOpen(next)
    setFailure(null)
    onOpenChange?.(next)
  }

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    setPending(true)
    setFailure(null)
    try {
      if ((await onConfirm()) !== false) changeOpen(false)
    } catch (error) {
      setFailure(failureMessage(error, failureFallback))
    } finally {
      setPending(false)
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">{description}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <form noValidate onSubmit={confirm} className="grid gap-4">
          {children && (
            <fieldset disabled={pending} className="grid gap-4">
              {children}
            </fieldset>
          )}
          {failure && <ErrorAlert title="Not done">{failure}</ErrorAlert>}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              disabled={pending}
            >
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
