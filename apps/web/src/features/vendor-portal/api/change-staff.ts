import type { StaffChangeInput } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** A member's new role and assignments. */
export async function changeStaff(change: { staffId: string; input: StaffChangeInput }) {
  await apiFetch(`/api/vendor/staff/${encodeURIComponent(change.staffId)}`, {
    method: 'PUT',
    body: change.input,
  })
}

export function useChangeStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.staff() }),
  })
}
