import type { PaymentAccountStatus, PaymentConnection } from '@afc/contracts'
import { CircleCheck, CreditCard } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { failureMessage } from '@/lib/problem-feedback'
import { useConnectPayments } from '../../api/connect-payments'

const NOT_CONNECTED: Record<Exclude<PaymentAccountStatus, 'connected'>, string> = {
  not_connected:
    "Connect a payment account so families can pay for your paid activities. Until you do, families can't book them. Free activities take bookings as usual.",
  onboarding:
    "You started connecting but haven't finished. Families can't book your paid activities until you do.",
  restricted:
    "Your payment account needs more details before families can pay you. Families can't book your paid activities until it's done.",
}

interface PaymentConnectionCardProps {
  connection: PaymentConnection
  /** A word on what just happened: back from connecting, or a link that expired. */
  notice?: string | undefined
}

/** Whether families can pay the provider, and the one step to take when they can't yet. */
export function PaymentConnectionCard({ connection, notice }: PaymentConnectionCardProps) {
  const connect = useConnectPayments()
  const status = connection.paymentAccountStatus

  const start = () =>
    connect.mutate(undefined, {
      onError: (error) =>
        toast.error('Error', {
          description: failureMessage(error, 'Could not start connecting. Please try again.'),
        }),
    })

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments</CardTitle>
        <CardDescription>Where families' card payments go</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {notice && (
          <p role="status" className="text-sm">
            {notice}
          </p>
        )}
        {status === 'connected' ? (
          <div className="grid gap-1">
            <p className="flex items-center gap-2 font-medium">
              <CircleCheck className="size-5 text-emerald-700" aria-hidden="true" />
              Payments connected
            </p>
            <p className="text-muted-foreground text-sm">
              Families can book and pay for your paid activities.
            </p>
            {connection.testMode && (
              <p className="font-medium text-amber-900 text-sm">Test mode: no money moves</p>
            )}
          </div>
        ) : (
          <>
            <p className="text-sm">{NOT_CONNECTED[status]}</p>
            <Button onClick={start} disabled={connect.isPending} className="sm:justify-self-start">
              <CreditCard aria-hidden="true" />
              {status === 'not_connected' ? 'Connect payments' : 'Finish connecting'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  )
}
