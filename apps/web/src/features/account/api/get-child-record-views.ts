import { recordViewListSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { childrenKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

/** The latest openings of a child's record by providers and admins, newest first. */
export function getChildRecordViews(childId: string) {
  return apiFetch(`/api/children/${encodeURIComponent(childId)}/record/views?limit=20`, {
    schema: recordViewListSchema,
  })
}

export function useChildRecordViews(childId: string) {
  return useQuery(
    queryOptions({
      queryKey: childrenKeys.recordViews(childId),
      queryFn: () => getChildRecordViews(childId),
    }),
  )
}
