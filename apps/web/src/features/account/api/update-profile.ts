import { type Account, accountSchema, type profileUpdateSchema } from '@afc/contracts'
import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import { useAuth } from '@/lib/auth-context'

export type ProfileInput = z.input<typeof profileUpdateSchema>

export function updateProfile(input: ProfileInput): Promise<Account> {
  return apiFetch('/api/account/profile', { method: 'PUT', body: input, schema: accountSchema })
}

/** Saves the name and refreshes the signed-in account, so the header shows it at once. */
export function useUpdateProfile() {
  const { refreshProfile } = useAuth()
  return useMutation({ mutationFn: updateProfile, onSuccess: () => refreshProfile() })
}
