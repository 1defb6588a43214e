import { type InvitationSignUpInput, invitationAcceptedSchema } from '@afc/contracts'
import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/** Creates the invited address's account, joins the staff and signs in, in one request. */
export function signUpFromInvitation(request: { token: string; input: InvitationSignUpInput }) {
  return apiFetch(`/api/staff-invitations/${encodeURIComponent(request.token)}/sign-up`, {
    method: 'POST',
    body: request.input,
    schema: invitationAcceptedSchema,
  })
}

export function useSignUpFromInvitation() {
  return useMutation({ mutationFn: signUpFromInvitation })
}
