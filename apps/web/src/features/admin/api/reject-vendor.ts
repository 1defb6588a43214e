import { type AdminVendorDetail, adminVendorDetailSchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

/** Turns down a provider awaiting approval; the server mails the reason to its owner. */
export function rejectVendor(input: { id: string; reason: string }): Promise<AdminVendorDetail> {
  return apiFetch(`/api/admin/vendors/${encodeURIComponent(input.id)}/reject`, {
    method: 'POST',
    body: { reason: input.reason },
    schema: adminVendorDetailSchema,
  })
}

export function useRejectVendor() {
  return useAdminMutation(rejectVendor)
}
