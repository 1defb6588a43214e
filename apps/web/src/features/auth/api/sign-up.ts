import { type SignUpInput, signUpResponseSchema } from '@afc/contracts'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'

export type SignUpResponse = z.infer<typeof signUpResponseSchema>

/** Creates a customer or (pending) vendor account; it does not sign in. */
export function signUp(input: SignUpInput): Promise<SignUpResponse> {
  return apiFetch('/api/account/sign-up', {
    method: 'POST',
    body: input,
    schema: signUpResponseSchema,
  })
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
