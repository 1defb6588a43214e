import { type Booking, bookingSchema, type reviewInputSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

export type ReviewInput = z.input<typeof reviewInputSchema>

export function reviewBooking(id: string, input: ReviewInput): Promise<Booking> {
  return apiFetch(`/api/bookings/${encodeURIComponent(id)}/review`, {
    method: 'POST',
    body: input,
    schema: bookingSchema,
  })
}

export function useReviewBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReviewInput }) => reviewBooking(id, input),
    onSuccess: (booking) => {
      queryClient.setQueryData<Booking[]>(bookingKeys.list('past'), (bookings) =>
        bookings?.map((each) => (each.id === booking.id ? booking : each)),
      )
    },
  })
}
