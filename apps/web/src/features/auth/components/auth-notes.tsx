import { ADMIN_SIGN_UP_REFUSED } from '@afc/contracts'
import { CircleCheck, Info, ShieldAlert } from 'lucide-react'

/** Shown when the email-confirmation link brings the user back to /auth?verified=1. */
export function EmailConfirmedNote() {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-emerald-900 text-sm"
    >
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      Your email is confirmed. You can log in now.
    </p>
  )
}

/** Warns before submitting that the server refuses admin sign-ups. */
export function AdminSignUpRefusedNote() {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-role-admin/30 bg-role-admin-soft p-3 text-role-admin-strong text-sm">
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {ADMIN_SIGN_UP_REFUSED}
    </p>
  )
}

export function ApprovalNote() {
  return (
    <p className="flex items-start gap-2 text-muted-foreground text-xs leading-relaxed">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Customer accounts are ready straight away. In production, vendor and admin accounts require
        approval: vendor accounts are reviewed by our team before their activities go public, and
        admin accounts are granted by an existing administrator.
      </span>
    </p>
  )
}
