import { type UnsubscribeResponse, unsubscribeResponseSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export const unsubscribeKey = (token: string) => ['unsubscribe', token] as const

/** What the link would turn off; asking changes nothing, so a link scanner changes nothing. */
export function getUnsubscribe(token: string, signal?: AbortSignal): Promise<UnsubscribeResponse> {
  return apiFetch(`/api/unsubscribe?token=${encodeURIComponent(token)}`, {
    schema: unsubscribeResponseSchema,
    signal,
  })
}

export function unsubscribeQueryOptions(token: string) {
  return queryOptions({
    queryKey: unsubscribeKey(token),
    queryFn: ({ signal }) => getUnsubscribe(token, signal),
    // A refused link stays refused: asking again would only delay the message.
    retry: false,
  })
}

export function useUnsubscribeLink(token: string) {
  return useQuery(unsubscribeQueryOptions(token))
}
