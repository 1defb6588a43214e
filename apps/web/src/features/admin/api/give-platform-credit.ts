import {
  type AdminCreditInput,
  type AdminCreditResult,
  adminCreditResultSchema,
} from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

export function givePlatformCredit(input: AdminCreditInput): Promise<AdminCreditResult> {
  return apiFetch('/api/admin/credits', {
    method: 'POST',
    body: input,
    schema: adminCreditResultSchema,
  })
}

export function useGivePlatformCredit() {
  return useAdminMutation(givePlatformCredit)
}
