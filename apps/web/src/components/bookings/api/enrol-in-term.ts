import {
  type TermEnrolment,
  type termEnrolmentRequestSchema,
  termEnrolmentSchema,
} from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'
import { catalogKeys } from '@/lib/catalog-query-keys'

/** What the family sends: the code may be left out. */
export type TermEnrolmentRequest = z.input<typeof termEnrolmentRequestSchema>

/**
 * Enrols the children in every session of the term still to come: one booking, priced by the
 * server. From an activity page, or after a trial class from My Bookings.
 */
export function enrolInTerm(termId: string, request: TermEnrolmentRequest): Promise<TermEnrolment> {
  return apiFetch(`/api/terms/${encodeURIComponent(termId)}/enrolments`, {
    method: 'POST',
    body: request,
    schema: termEnrolmentSchema,
  })
}

export function useEnrolInTerm(activityId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ termId, request }: { termId: string; request: TermEnrolmentRequest }) =>
      enrolInTerm(termId, request),
    // Whatever the answer (a full term or extra, too), the places left may have changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.activityDetail(activityId) }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      ]),
  })
}
