import { type Booking, type BookingRequest, bookingSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'
import { catalogKeys, quoteKeys } from '@/lib/catalog-query-keys'

/**
 * Books the session. The Idempotency-Key makes a retried or doubled request return the first
 * booking instead of making a second one.
 */
export function createBooking(request: BookingRequest, idempotencyKey: string): Promise<Booking> {
  return apiFetch('/api/bookings', {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: bookingSchema,
  })
}

export function useCreateBooking(activityId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      request,
      idempotencyKey,
    }: {
      request: BookingRequest
      idempotencyKey: string
    }) => createBooking(request, idempotencyKey),
    // Whatever the answer (a full session, too), the places left may have changed, and so may
    // the price: a code's last use gone meanwhile is then said under the code field too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.activityDetail(activityId) }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
      ]),
  })
}
