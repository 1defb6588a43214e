import { type RunDecision, type RunDecisionResult, runDecisionResultSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

interface DecideSessionOptions {
  id: string
  decision: RunDecision
}

/**
 * Decides before the decision time whether a session with a minimum runs: 'runs' whatever the
 * number, or 'cancelled' with every family refunded in full.
 */
export function decideVendorSession({
  id,
  decision,
}: DecideSessionOptions): Promise<RunDecisionResult> {
  return apiFetch(`/api/vendor/schedules/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    body: { decision },
    schema: runDecisionResultSchema,
  })
}

export function useDecideVendorSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideVendorSession,
    // The schedule, the dashboard's below-minimum list and the bookings all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  })
}
