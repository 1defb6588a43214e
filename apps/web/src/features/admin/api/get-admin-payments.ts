import {
  type AdminPaymentFilter,
  type AdminPaymentListQuery,
  adminPaymentPageSchema,
} from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { type PagedQuery, toQueryString } from '../lib/query-string'
import { adminKeys } from './admin-query-keys'

/** The movements the filters match, as a file for a spreadsheet. */
export function paymentsCsvUrl(filter: AdminPaymentFilter) {
  return `/api/admin/payments.csv${toQueryString(filter)}`
}

export function getAdminPayments(query: PagedQuery<AdminPaymentListQuery>) {
  return apiFetch(`/api/admin/payments${toQueryString(query)}`, { schema: adminPaymentPageSchema })
}

export function adminPaymentsQueryOptions(query: PagedQuery<AdminPaymentListQuery>) {
  return queryOptions({
    queryKey: adminKeys.payments(query),
    queryFn: () => getAdminPayments(query),
    placeholderData: keepPreviousData,
  })
}

export function useAdminPayments(query: PagedQuery<AdminPaymentListQuery>) {
  return useQuery(adminPaymentsQueryOptions(query))
}
