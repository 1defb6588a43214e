import { type Child, childListSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { childrenKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

export async function getChildren(signal?: AbortSignal): Promise<Child[]> {
  const { items } = await apiFetch('/api/children', { schema: childListSchema, signal })
  return items
}

export function childrenQueryOptions() {
  return queryOptions({ queryKey: childrenKeys.all, queryFn: ({ signal }) => getChildren(signal) })
}

/** The signed-in parent's child profiles; off until `enabled`, e.g. until a dialog opens. */
export function useChildren({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...childrenQueryOptions(), enabled })
}
