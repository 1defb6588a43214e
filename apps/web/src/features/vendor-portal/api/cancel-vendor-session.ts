import { sessionCancelResponseSchema, type TermSessionCancelInput } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

export type SessionCancelResult = z.infer<typeof sessionCancelResponseSchema>

interface CancelVendorSessionOptions {
  id: string
  /** For a session of a term: refund its share, or add a make-up session. */
  remedy?: TermSessionCancelInput
}

/** Cancels the session and its bookings; the server mails each family. */
export function cancelVendorSession({
  id,
  remedy,
}: CancelVendorSessionOptions): Promise<SessionCancelResult> {
  return apiFetch(`/api/vendor/schedules/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    ...(remedy ? { body: remedy } : {}),
    schema: sessionCancelResponseSchema,
  })
}

export function useCancelVendorSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelVendorSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  })
}
