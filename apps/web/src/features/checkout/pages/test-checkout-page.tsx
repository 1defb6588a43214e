import { useParams } from 'react-router'
import { LoadingStatus } from '@/components/loading-status'
import { PageContainer } from '@/components/page-container'
import { QueryError } from '@/components/query-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useTestCheckout } from '../api/get-test-checkout'
import { CheckoutEnded } from '../components/checkout-ended'
import { CheckoutSummary } from '../components/checkout-summary'
import { HoldCountdown } from '../components/hold-countdown'
import { TestCardForm } from '../components/test-card-form'
import { TestModeBanner } from '../components/test-mode-banner'

/**
 * The offline stand-in for the card processor's payment page, while payments are in test mode.
 * Public like the processor's: the checkout id in the address is the key.
 */
export function TestCheckoutPage() {
  useDocumentTitle('Test payment')
  const { checkoutId = '' } = useParams()
  const checkout = useTestCheckout(checkoutId)

  return (
    <PageContainer className="max-w-xl space-y-6">
      <TestModeBanner />
      <h1 className="font-bold text-3xl tracking-tight">
        {checkout.data?.purpose === 'card' ? 'Save a card for your plan' : 'Pay for your booking'}
      </h1>
      {checkout.isPending && (
        <div className="grid gap-4">
          <LoadingStatus label="Loading the payment..." />
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      )}
      {checkout.isError && (
        <QueryError
          error={checkout.error}
          what="this payment"
          fallback="Failed to load this payment. Please try again."
          onRetry={() => void checkout.refetch()}
        />
      )}
      {checkout.data && (
        <>
          <CheckoutSummary checkout={checkout.data} />
          {checkout.data.state === 'open' ? (
            <>
              {checkout.data.holdExpiresAt && (
                <HoldCountdown holdExpiresAt={checkout.data.holdExpiresAt} />
              )}
              <TestCardForm
                checkoutId={checkoutId}
                amountCents={checkout.data.amountCents}
                purpose={checkout.data.purpose}
              />
              <Button asChild variant="ghost" className="w-full">
                <a href={checkout.data.cancelUrl}>Cancel payment</a>
              </Button>
            </>
          ) : (
            <CheckoutEnded state={checkout.data.state} />
          )}
        </>
      )}
    </PageContainer>
  )
}
