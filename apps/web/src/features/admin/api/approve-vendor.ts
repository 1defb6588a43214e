import { type AdminVendorDetail, adminVendorDetailSchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

/** Approves a provider: its active, approved activities go public at once. */
export function approveVendor(id: string): Promise<AdminVendorDetail> {
  return apiFetch(`/api/admin/vendors/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    schema: adminVendorDetailSchema,
  })
}

export function useApproveVendor() {
  return useAdminMutation(approveVendor)
}
