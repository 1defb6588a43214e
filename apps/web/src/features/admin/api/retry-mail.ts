import { type AdminMail, adminMailSchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

export function retryMail(id: string): Promise<AdminMail> {
  return apiFetch(`/api/admin/mail/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    schema: adminMailSchema,
  })
}

export function useRetryMail() {
  return useAdminMutation(retryMail)
}
