import { type PlatformCode, type PlatformCodeInput, platformCodeSchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

/** Adds a platform code, or replaces the figures of the one whose id is given. */
export function savePlatformCode(options: {
  codeId?: string
  input: PlatformCodeInput
}): Promise<PlatformCode> {
  const { codeId, input } = options
  return apiFetch(
    codeId ? `/api/admin/promo-codes/${encodeURIComponent(codeId)}` : '/api/admin/promo-codes',
    { method: codeId ? 'PUT' : 'POST', body: input, schema: platformCodeSchema },
  )
}

export function useSavePlatformCode() {
  return useAdminMutation(savePlatformCode)
}
