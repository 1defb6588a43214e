import { type AdminPlanPayments, type AdminPlanView, adminPlanPaymentsSchema } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { adminKeys } from './admin-query-keys'

type PlanPaymentsQuery = { view: AdminPlanView; page: number }

/** One view of families' plan payments (upcoming, failed, recovered), with every view's totals. */
export function getAdminPlanPayments(query: PlanPaymentsQuery): Promise<AdminPlanPayments> {
  const search = new URLSearchParams({ view: query.view, page: String(query.page) })
  return apiFetch(`/api/admin/payment-plans?${search}`, { schema: adminPlanPaymentsSchema })
}

export function adminPlanPaymentsQueryOptions(query: PlanPaymentsQuery) {
  return queryOptions({
    queryKey: adminKeys.planPayments(query),
    queryFn: () => getAdminPlanPayments(query),
    placeholderData: keepPreviousData,
  })
}

export function useAdminPlanPayments(query: PlanPaymentsQuery) {
  return useQuery(adminPlanPaymentsQueryOptions(query))
}
