import { Hourglass } from 'lucide-react'

/** Tells a provider whose account is not yet approved why the public cannot see them. */
export function PendingApprovalNotice() {
  return (
    <p
      role="status"
      className="mb-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm"
    >
      <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      Your provider account is awaiting approval: your activities will be public once an admin
      approves it
    </p>
  )
}
