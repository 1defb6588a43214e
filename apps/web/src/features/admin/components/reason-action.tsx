import { adminReasonSchema } from '@afc/contracts'
import { type FormEvent, type ReactNode, useState } from 'react'
import { toast } from 'sonner'
import { ErrorAlert } from '@/components/error-alert'
import { TextareaField } from '@/components/textarea-field'
import { Button, type ButtonProps } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { failureMessage } from '@/lib/problem-feedback'

interface ReasonActionProps {
  label: string
  accessibleLabel?: string
  variant?: ButtonProps['variant']
  title: string
  description: ReactNode
  confirmLabel: string
  pendingLabel: string
  onConfirm: (reason: string) => Promise<unknown>
  successMessage: string
}

/**
 * A decision that needs a reason (reject, suspend). The reason is checked with the server's own
 * rule before sending, since the provider receives it by email.
 */
export function ReasonAction({
  label,
  accessibleLabel,
  variant = 'outline',
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  successMessage,
}: ReasonActionProps) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = adminReasonSchema.safeParse({ reason })
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message)
      return
    }
    setFieldError(undefined)
    setFailure(null)
    setPending(true)
    try {
      await onConfirm(checked.data.reason)
      setOpen(false)
      toast.success(successMessage)
    } catch (error) {
      setFailure(failureMessage(error, 'An unexpected error occurred. Please try again.'))
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          setReason('')
          setFieldError(undefined)
          setFailure(null)
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant={variant} size="sm" aria-label={accessibleLabel}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2">{description}</div>
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <TextareaField
            label="Reason"
            hint="Emailed to the provider, so write it for them."
            error={fieldError}
            value={reason}
            rows={4}
            onChange={(event) => setReason(event.target.value)}
          />
          {failure && <ErrorAlert title="Not done">{failure}</ErrorAlert>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
