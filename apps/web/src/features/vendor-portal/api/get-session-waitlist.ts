import { type VendorSessionWaitlist, vendorSessionWaitlistSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

export function getSessionWaitlist(sessionId: string): Promise<VendorSessionWaitlist> {
  return apiFetch(`/api/vendor/schedules/${encodeURIComponent(sessionId)}/waitlist`, {
    schema: vendorSessionWaitlistSchema,
  })
}

export function sessionWaitlistQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: vendorKeys.sessionWaitlist(sessionId),
    queryFn: () => getSessionWaitlist(sessionId),
  })
}

/** The session's line, loaded only while its panel is open. */
export function useSessionWaitlist(sessionId: string, enabled: boolean) {
  return useQuery({ ...sessionWaitlistQueryOptions(sessionId), enabled })
}
