import { type SessionCreateInput, sessionCreateResponseSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

export type SessionCreateResult = z.infer<typeof sessionCreateResponseSchema>

/** One session or a weekly series, in the venue's local time; existing slots are skipped. */
export function createVendorSessions(input: SessionCreateInput): Promise<SessionCreateResult> {
  return apiFetch('/api/vendor/schedules', {
    method: 'POST',
    body: input,
    schema: sessionCreateResponseSchema,
  })
}

export function useCreateVendorSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createVendorSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  })
}
