import { adminContactMessagePageSchema } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { toQueryString } from '../lib/query-string'
import { adminKeys } from './admin-query-keys'

export interface ContactMessagesQuery {
  isRead?: boolean
  page?: number
}

export function getContactMessages(query: ContactMessagesQuery) {
  return apiFetch(`/api/admin/contact-messages${toQueryString({ ...query })}`, {
    schema: adminContactMessagePageSchema,
  })
}

export function contactMessagesQueryOptions(query: ContactMessagesQuery) {
  return queryOptions({
    queryKey: adminKeys.contactMessages(query),
    queryFn: () => getContactMessages(query),
    placeholderData: keepPreviousData,
  })
}

export function useContactMessages(query: ContactMessagesQuery) {
  return useQuery(contactMessagesQueryOptions(query))
}
