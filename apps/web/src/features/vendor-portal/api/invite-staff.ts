import type { StaffInvitationInput } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Sends the invitation mail; the list then shows it as open. */
export async function inviteStaff(input: StaffInvitationInput): Promise<void> {
  await apiFetch('/api/vendor/staff/invitations', { method: 'POST', body: input })
}

export function useInviteStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.staff() }),
  })
}
