import { type ChildrenCancellationQuote, childrenCancellationQuoteSchema } from '@afc/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/**
 * The arithmetic of taking these children off the booking, as the server will do it: what was
 * paid, what the children who stay now cost, the refund. Nothing changes.
 */
export function getChildrenCancellationQuote(
  bookingId: string,
  participantIds: string[],
  signal?: AbortSignal,
): Promise<ChildrenCancellationQuote> {
  return apiFetch(`/api/bookings/${encodeURIComponent(bookingId)}/children-cancellation/quote`, {
    method: 'POST',
    body: { participantIds },
    schema: childrenCancellationQuoteSchema,
    signal,
  })
}

/**
 * The quote for the children chosen, none while none is. The previous figures stay while a new
 * choice is priced. Not under the bookings key: once the children are taken off, the refreshed
 * bookings must not ask again about children no longer booked.
 */
export function useChildrenCancellationQuote(bookingId: string, participantIds: string[]) {
  return useQuery({
    queryKey: ['children-cancellation', bookingId, participantIds],
    queryFn: ({ signal }) => getChildrenCancellationQuote(bookingId, participantIds, signal),
    enabled: participantIds.length > 0,
    placeholderData: keepPreviousData,
    // The refund is of the moment it is asked: another change may come between.
    staleTime: 0,
  })
}
