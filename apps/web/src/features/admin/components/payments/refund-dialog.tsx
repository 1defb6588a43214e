import {
  type AdminPayment,
  type AdminRefundFormInput,
  adminRefundFormSchema,
  formatRevenue,
} from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ErrorAlert } from '@/components/error-alert'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
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
import { useRefundBooking } from '../../api/refund-booking'
import { PAYMENT_STATUS_WORDS } from './payment-badges'

const dollarsOf = (cents: number) => (cents / 100).toFixed(2)

/**
 * Refunds part or all of what is left of a payment's booking. The amount is typed in dollars,
 * checked against what is left before sending; the booking itself is not cancelled.
 */
export function RefundDialog({ payment }: { payment: AdminPayment }) {
  const [open, setOpen] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const refund = useRefundBooking()
  const left = payment.leftToRefundCents
  const blank = { amount: dollarsOf(left), reason: '' }
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminRefundFormInput, unknown, { amountCents: number; reason: string }>({
    resolver: zodResolver(adminRefundFormSchema(left)),
    defaultValues: blank,
  })

  const submit = handleSubmit(async (input) => {
    setFailure(null)
    try {
      const result = await refund.mutateAsync({ bookingId: payment.bookingId, input })
      setOpen(false)
      toast.success(`Refunded ${formatRevenue(result.refundedNowCents)}`, {
        description: `The booking is now ${PAYMENT_STATUS_WORDS[result.paymentStatus]}: ${formatRevenue(result.refundedAmountCents)} of ${formatRevenue(result.paidAmountCents)} refunded.`,
      })
    } catch (error) {
      setFailure(failureMessage(error, 'The refund was not made. Please try again.'))
    }
  })

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) {
          reset(blank)
          setFailure(null)
        }
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Refund booking ${payment.bookingId.slice(0, 8)} of ${payment.familyEmail ?? 'a deleted account'}`}
        >
          Refund
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Refund {payment.activity.title}</DialogTitle>
          <DialogDescription>
            {formatRevenue(left)} of this booking's {formatRevenue(payment.amountCents)} is left to
            refund. The family is emailed; the booking stays as it is.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <TextField
            label="Amount (USD)"
            inputMode="decimal"
            autoComplete="off"
            hint={`Up to ${formatRevenue(left)}.`}
            error={errors.amount?.message}
            {...register('amount')}
          />
          <TextField
            label="Reason"
            autoComplete="off"
            hint="Emailed to the family with the refund."
            error={errors.reason?.message}
            {...register('reason')}
          />
          {failure && <ErrorAlert title="Not refunded">{failure}</ErrorAlert>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? 'Refunding...' : 'Refund'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
