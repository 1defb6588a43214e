import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Withdraws an open invitation; its link then says so. */
export async function revokeStaffInvitation(invitationId: string): Promise<void> {
  await apiFetch(`/api/vendor/staff/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
  })
}

export function useRevokeStaffInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeStaffInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.staff() }),
  })
}
