import { type Booking, bookingSchema, type reviewInputSchema } from '@afc/contracts'
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'
import type { Page } from '@/lib/pages'

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
      queryClient.setQueryData<InfiniteData<Page<Booking>>>(bookingKeys.list('past'), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((each) => (each.id === booking.id ? booking : each)),
              })),
            }
          : data,
      )
    },
  })
}
