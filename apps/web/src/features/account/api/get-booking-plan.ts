import { type BookingPlan, bookingPlanSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

/** A booking's payment plan: the pay-now page the mail links to. */
export function getBookingPlan(id: string, signal?: AbortSignal): Promise<BookingPlan> {
  return apiFetch(`/api/bookings/${encodeURIComponent(id)}/plan`, {
    schema: bookingPlanSchema,
    signal,
  })
}

export function bookingPlanQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingKeys.plan(id),
    queryFn: ({ signal }) => getBookingPlan(id, signal),
    staleTime: 0,
  })
}

export function useBookingPlan(id: string) {
  return useQuery(bookingPlanQueryOptions(id))
}
