import { CreditCard } from 'lucide-react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useStartCheckout } from './api/start-checkout'

interface CompletePaymentButtonProps extends Pick<ButtonProps, 'size' | 'className'> {
  bookingId: string
}

/**
 * Sends the family to pay for their held places. A refusal (the hold ran out meanwhile) is
 * said under the button.
 */
export function CompletePaymentButton({ bookingId, ...props }: CompletePaymentButtonProps) {
  const checkout = useStartCheckout()
  return (
    <div className="grid gap-2">
      <Button {...props} disabled={checkout.leaving} onClick={() => checkout.mutate(bookingId)}>
        <CreditCard aria-hidden="true" />
        {checkout.leaving ? 'Opening payment...' : 'Complete payment'}
      </Button>
      {checkout.isError && (
        <p role="alert" className="font-medium text-destructive text-sm">
          {failureMessage(checkout.error, 'Could not open the payment page. Please try again.')}
        </p>
      )}
    </div>
  )
}
