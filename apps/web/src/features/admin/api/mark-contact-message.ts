import { type AdminContactMessage, adminContactMessageSchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

export function markContactMessage(input: {
  id: string
  isRead: boolean
}): Promise<AdminContactMessage> {
  return apiFetch(`/api/admin/contact-messages/${encodeURIComponent(input.id)}/read`, {
    method: 'POST',
    body: { isRead: input.isRead },
    schema: adminContactMessageSchema,
  })
}

export function useMarkContactMessage() {
  return useAdminMutation(markContactMessage)
}
