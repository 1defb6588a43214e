import { type OwnChildRecord, ownChildRecordSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { childrenKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

/** The parent's own record of a child, with what is missing before its next session. */
export function getOwnChildRecord(childId: string): Promise<OwnChildRecord> {
  return apiFetch(`/api/children/${encodeURIComponent(childId)}/record`, {
    schema: ownChildRecordSchema,
  })
}

export function ownChildRecordQueryOptions(childId: string) {
  return queryOptions({
    queryKey: childrenKeys.record(childId),
    queryFn: () => getOwnChildRecord(childId),
  })
}

export function useOwnChildRecord(childId: string) {
  return useQuery(ownChildRecordQueryOptions(childId))
}
