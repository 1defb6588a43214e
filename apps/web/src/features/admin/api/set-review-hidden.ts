import { type AdminReview, adminReviewSchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

/** Hidden reviews leave the public rating and review count; unhiding brings them back. */
export function setReviewHidden(input: { id: string; hidden: boolean }): Promise<AdminReview> {
  return apiFetch(`/api/admin/reviews/${encodeURIComponent(input.id)}/hide`, {
    method: 'POST',
    body: { hidden: input.hidden },
    schema: adminReviewSchema,
  })
}

export function useSetReviewHidden() {
  return useAdminMutation(setReviewHidden)
}
