import { type ChildRecordInput, type OwnChildRecord, ownChildRecordSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { childrenKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

export function saveChildRecord(childId: string, input: ChildRecordInput): Promise<OwnChildRecord> {
  return apiFetch(`/api/children/${encodeURIComponent(childId)}/record`, {
    method: 'PUT',
    body: input,
    schema: ownChildRecordSchema,
  })
}

export function useSaveChildRecord(childId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ChildRecordInput) => saveChildRecord(childId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(childrenKeys.record(childId), saved)
    },
  })
}
