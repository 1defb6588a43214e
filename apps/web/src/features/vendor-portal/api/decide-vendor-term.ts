import { type RunDecision, type RunDecisionResult, runDecisionResultSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

interface DecideTermOptions {
  id: string
  decision: RunDecision
}

/**
 * Decides before the decision time whether a term with a minimum runs: 'runs' whatever the
 * number, or 'cancelled' with every family refunded in full.
 */
export function decideVendorTerm({ id, decision }: DecideTermOptions): Promise<RunDecisionResult> {
  return apiFetch(`/api/vendor/terms/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    body: { decision },
    schema: runDecisionResultSchema,
  })
}

export function useDecideVendorTerm() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideVendorTerm,
    // The schedule, the dashboard's below-minimum list and the bookings all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  })
}
