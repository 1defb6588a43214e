import { invitationAcceptedSchema } from '@afc/contracts'
import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/** The signed-in invitee joins the staff. */
export function acceptStaffInvitation(token: string) {
  return apiFetch(`/api/staff-invitations/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    schema: invitationAcceptedSchema,
  })
}

export function useAcceptStaffInvitation() {
  return useMutation({ mutationFn: acceptStaffInvitation })
}
