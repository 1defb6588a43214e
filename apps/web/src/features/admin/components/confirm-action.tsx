import { type ReactNode, useState } from 'react'
import { toast } from 'sonner'
import { ErrorAlert } from '@/components/error-alert'
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
import { Button, type ButtonProps } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { cn } from '@/lib/utils'

export interface ConfirmActionProps {
  /** The button that opens the confirmation. */
  label: string
  /** Names the button for screen readers when its label alone is ambiguous in a table row. */
  accessibleLabel?: string
  variant?: ButtonProps['variant']
  title: string
  /** What the action does, in full, before anyone commits to it. */
  description: ReactNode
  confirmLabel: string
  pendingLabel: string
  /** Destructive actions get a red confirm button. */
  destructive?: boolean
  onConfirm: () => Promise<unknown>
  successMessage: string
}

/**
 * A button that asks before it acts. The dialog stays open until the server answers; a refusal
 * is shown inside it, in the server's words, so it is read before the dialog is dismissed.
 */
export function ConfirmAction({
  label,
  accessibleLabel,
  variant = 'outline',
  title,
  description,
  confirmLabel,
  pendingLabel,
  destructive = false,
  onConfirm,
  successMessage,
}: ConfirmActionProps) {
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const confirm = async () => {
    setPending(true)
    setError(null)
    try {
      await onConfirm()
      setOpen(false)
      toast.success(successMessage)
    } catch (failure) {
      setError(failureMessage(failure, 'An unexpected error occurred. Please try again.'))
    } finally {
      setPending(false)
    }
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) setError(null)
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant={variant} size="sm" aria-label={accessibleLabel}>
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">{description}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        {error && <ErrorAlert title="Not done">{error}</ErrorAlert>}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            className={cn(!destructive && 'bg-primary text-primary-foreground hover:bg-primary/90')}
            onClick={(event) => {
              // Stays open, saying so, until the server has answered.
              event.preventDefault()
              void confirm()
            }}
          >
            {pending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
