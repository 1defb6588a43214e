import type { VendorStatus } from '@afc/contracts'
import { Hourglass } from 'lucide-react'

const NOTICES: Record<Exclude<VendorStatus, 'approved'>, string> = {
  pending:
    'Your provider account is awaiting approval: your activities will be public once an admin approves it.',
  rejected:
    'Your provider application was not approved, so you cannot add or publish activities or sessions.',
  suspended:
    'Your provider account is suspended: your activities are hidden from families and you cannot add or publish activities or sessions. Contact support to find out more.',
}

/** Tells a provider who is not approved why families cannot see them and what they cannot do. */
export function PendingApprovalNotice({ status }: { status: VendorStatus }) {
  if (status === 'approved') return null
  return (
    <p
      role="status"
      className="mb-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm"
    >
      <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {NOTICES[status]}
    </p>
  )
}
