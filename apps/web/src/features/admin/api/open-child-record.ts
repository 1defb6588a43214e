import { providerChildRecordSchema } from '@afc/contracts'
import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/** Opens a child's record with the reason the parent will read in its access log. */
export function openChildRecord(childId: string, reason: string) {
  return apiFetch(`/api/admin/children/${encodeURIComponent(childId)}/record`, {
    method: 'POST',
    body: { reason },
    schema: providerChildRecordSchema,
  })
}

/** Each opening is one logged request: the record is kept in the mutation, never cached. */
export function useOpenChildRecord() {
  return useMutation({
    mutationFn: ({ childId, reason }: { childId: string; reason: string }) =>
      openChildRecord(childId, reason),
  })
}
