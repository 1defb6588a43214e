import { type Booking, bookingSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'
import { catalogKeys } from '@/lib/catalog-query-keys'

export function cancelBooking(id: string): Promise<Booking> {
  return apiFetch(`/api/bookings/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    schema: bookingSchema,
  })
}

export function useCancelBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelBooking,
    // The activity's places left changed too, wherever its page is cached.
    onSuccess: (booking) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({
          queryKey: catalogKeys.activityDetail(booking.activity.id),
        }),
      ]),
  })
}
