import { type BookingRegistration, bookingRegistrationSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

/** What booking the activity asks of each child, its waiver, and who signed that version. */
export function getBookingRegistration(activityId: string): Promise<BookingRegistration> {
  return apiFetch(`/api/activities/${encodeURIComponent(activityId)}/registration`, {
    schema: bookingRegistrationSchema,
  })
}

export function bookingRegistrationQueryOptions(activityId: string) {
  return queryOptions({
    // Under the bookings' key: a booking just made may have signed the waiver.
    queryKey: [...bookingKeys.all, 'registration', activityId],
    queryFn: () => getBookingRegistration(activityId),
    staleTime: 0,
  })
}

export function useBookingRegistration(activityId: string) {
  return useQuery(bookingRegistrationQueryOptions(activityId))
}
