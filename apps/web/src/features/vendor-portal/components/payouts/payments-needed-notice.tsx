import type { VendorDashboard } from '@afc/contracts'
import { CreditCard } from 'lucide-react'
import { Link } from 'react-router'

/** Why families can't book a paid activity yet, and where the provider fixes it. */
export function PaymentsNeededNotice({ payments }: { payments: VendorDashboard['payments'] }) {
  if (payments.accountStatus === 'connected' || payments.paidActivities === 0) return null
  return (
    <p
      role="status"
      className="flex flex-wrap items-start gap-x-3 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm"
    >
      <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        Families can't book your paid activities until you connect payments.{' '}
        <Link to="/vendor/payouts" className="font-medium underline underline-offset-2">
          Connect payments
        </Link>
      </span>
    </p>
  )
}
