import { type Child, childListSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { childrenKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'
import { fetchAllPages } from '@/lib/pages'

/** Every child of the signed-in parent: pickers and the profile list offer all of them. */
export async function getChildren(signal?: AbortSignal): Promise<Child[]> {
  return fetchAllPages((page, limit) =>
    apiFetch(`/api/children?page=${page}&limit=${limit}`, { schema: childListSchema, signal }),
  )
}

export function childrenQueryOptions() {
  return queryOptions({ queryKey: childrenKeys.all, queryFn: ({ signal }) => getChildren(signal) })
}

/** The signed-in parent's child profiles; off until `enabled`, e.g. until a dialog opens. */
export function useChildren({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...childrenQueryOptions(), enabled })
}
