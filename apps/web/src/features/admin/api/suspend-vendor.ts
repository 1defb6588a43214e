import { type AdminVendorDetail, adminVendorDetailSchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

/** Takes an approved provider and all its activities off the public site; the reason is mailed. */
export function suspendVendor(input: { id: string; reason: string }): Promise<AdminVendorDetail> {
  return apiFetch(`/api/admin/vendors/${encodeURIComponent(input.id)}/suspend`, {
    method: 'POST',
    body: { reason: input.reason },
    schema: adminVendorDetailSchema,
  })
}

export function useSuspendVendor() {
  return useAdminMutation(suspendVendor)
}
