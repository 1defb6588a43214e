import { type LoginInput, type SignInResponse, signInResponseSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { accountQueryKey } from './get-account'

/** Signs in as the chosen role; the server sets the session cookie and says where to land. */
export function signIn(input: LoginInput): Promise<SignInResponse> {
  return apiFetch('/api/account/sign-in', {
    method: 'POST',
    body: input,
    schema: signInResponseSchema,
  })
}

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ account }) => {
      queryClient.setQueryData(accountQueryKey, account)
    },
  })
}
