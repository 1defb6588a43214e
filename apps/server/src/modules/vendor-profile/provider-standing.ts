import type { VendorStatus } from '@afc/contracts'
import { forbidden } from '../../lib/http-problem.ts'

const REFUSALS: Partial<Record<VendorStatus, string>> = {
  rejected:
    'Your provider application was not approved, so you cannot add or publish activities or sessions.',
  suspended:
    'Your provider account is suspended, so you cannot add or publish activities or sessions. Contact support to find out more.',
}

/**
 * A rejected or suspended provider is refused with the reason when adding or switching on,
 * while tidying what exists (edits, switching off, cancelling) stays open to them. A provider
 * awaiting approval prepares its listings: families see none of them until an admin approves.
 */
export function assertProviderMayPublish(vendor: { status: VendorStatus }): void {
  const refusal = REFUSALS[vendor.status]
  if (refusal) throw forbidden(refusal)
}
