import { type BookingAttendance, bookingAttendanceSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

/** Each session of the booking held so far: when the children arrived and who collected them. */
export function getBookingAttendance(
  bookingId: string,
  signal?: AbortSignal,
): Promise<BookingAttendance> {
  return apiFetch(`/api/bookings/${encodeURIComponent(bookingId)}/attendance`, {
    schema: bookingAttendanceSchema,
    signal,
  })
}

export function bookingAttendanceQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: bookingKeys.attendance(bookingId),
    queryFn: ({ signal }) => getBookingAttendance(bookingId, signal),
  })
}

/** Read only once the family opens the attendance, so a long list of terms costs nothing. */
export function useBookingAttendance(bookingId: string, enabled: boolean) {
  return useQuery({ ...bookingAttendanceQueryOptions(bookingId), enabled })
}
