import { type Booking, bookingListSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

export type BookingPeriod = 'upcoming' | 'past'

export async function getBookings(when: BookingPeriod, signal?: AbortSignal): Promise<Booking[]> {
  const { items } = await apiFetch(`/api/bookings?when=${when}`, {
    schema: bookingListSchema,
    signal,
  })
  return items
}

export function bookingsQueryOptions(when: BookingPeriod) {
  return queryOptions({
    queryKey: bookingKeys.list(when),
    queryFn: ({ signal }) => getBookings(when, signal),
  })
}

export function useBookings(when: BookingPeriod) {
  return useQuery(bookingsQueryOptions(when))
}
