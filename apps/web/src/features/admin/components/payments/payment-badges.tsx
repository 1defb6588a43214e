import {
  ADMIN_PAYMENT_KIND_LABELS,
  type AdminPaymentKind,
  type PaymentStatus,
} from '@afc/contracts'
import { Badge } from '@/components/ui/badge'

const GREEN = 'border-emerald-300 bg-emerald-50 text-emerald-900'
const AMBER = 'border-amber-300 bg-amber-50 text-amber-950'
const GREY = 'bg-muted text-muted-foreground'

/** A booking's payment status in a sentence: 'The booking is now partially refunded'. */
export const PAYMENT_STATUS_WORDS: Record<PaymentStatus, string> = {
  none: 'unpaid',
  pending: 'awaiting payment',
  paid: 'paid',
  partially_refunded: 'partially refunded',
  refunded: 'refunded',
}

const statusTone: Record<PaymentStatus, string> = {
  none: GREY,
  pending: GREY,
  paid: GREEN,
  partially_refunded: AMBER,
  refunded: GREY,
}

export function PaymentKindBadge({ kind }: { kind: AdminPaymentKind }) {
  return (
    <Badge variant="outline" className={kind === 'payment' ? GREEN : AMBER}>
      {ADMIN_PAYMENT_KIND_LABELS[kind]}
    </Badge>
  )
}

/** The booking's money now: 'Partially refunded'. */
export function BookingPaymentBadge({ status }: { status: PaymentStatus }) {
  const words = PAYMENT_STATUS_WORDS[status]
  return (
    <Badge variant="outline" className={statusTone[status]}>
      {words.charAt(0).toUpperCase() + words.slice(1)}
    </Badge>
  )
}
