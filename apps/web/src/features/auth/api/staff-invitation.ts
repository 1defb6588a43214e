import { type InvitationPreview, invitationPreviewSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/** Who invites, which address and as what; a used, expired or withdrawn link answers why not. */
export function getStaffInvitation(token: string): Promise<InvitationPreview> {
  return apiFetch(`/api/staff-invitations/${encodeURIComponent(token)}`, {
    schema: invitationPreviewSchema,
  })
}

export function staffInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['staff-invitation', token],
    queryFn: () => getStaffInvitation(token),
    retry: false,
  })
}

export function useStaffInvitation(token: string) {
  return useQuery(staffInvitationQueryOptions(token))
}
