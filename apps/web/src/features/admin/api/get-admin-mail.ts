import { adminMailPageSchema, type MailStatus } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { toQueryString } from '../lib/query-string'
import { adminKeys } from './admin-query-keys'

export interface AdminMailQuery {
  status?: MailStatus
  page?: number
}

export function getAdminMail(query: AdminMailQuery) {
  return apiFetch(`/api/admin/mail${toQueryString({ ...query })}`, { schema: adminMailPageSchema })
}

export function adminMailQueryOptions(query: AdminMailQuery) {
  return queryOptions({
    queryKey: adminKeys.mail(query),
    queryFn: () => getAdminMail(query),
    placeholderData: keepPreviousData,
  })
}

export function useAdminMail(query: AdminMailQuery) {
  return useQuery(adminMailQueryOptions(query))
}
