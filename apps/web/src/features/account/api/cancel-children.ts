import { type ChildrenCancellation, childrenCancellationSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'
import { catalogKeys } from '@/lib/catalog-query-keys'

/** Takes these children off a confirmed booking; the others keep their places at a new price. */
export function cancelChildren(
  bookingId: string,
  participantIds: string[],
): Promise<ChildrenCancellation> {
  return apiFetch(`/api/bookings/${encodeURIComponent(bookingId)}/children-cancellation`, {
    method: 'POST',
    body: { participantIds },
    schema: childrenCancellationSchema,
  })
}

export function useCancelChildren() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ bookingId, participantIds }: { bookingId: string; participantIds: string[] }) =>
      cancelChildren(bookingId, participantIds),
    // The card shows its new lines, and the activity's page the places freed.
    onSuccess: ({ booking }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({
          queryKey: catalogKeys.activityDetail(booking.activity.id),
        }),
      ]),
  })
}
