import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

export async function deletePlatformCode(codeId: string): Promise<void> {
  await apiFetch(`/api/admin/promo-codes/${encodeURIComponent(codeId)}`, { method: 'DELETE' })
}

export function useDeletePlatformCode() {
  return useAdminMutation(deletePlatformCode)
}
