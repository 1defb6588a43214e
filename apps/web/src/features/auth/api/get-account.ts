import type { Account, SessionResponse } from '@afc/contracts'
import { queryOptions } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { isApiError } from '@/lib/api-error'

export const accountQueryKey = ['account'] as const

const FIVE_MINUTES = 5 * 60 * 1000

/**
 * The signed-in account, or null for a visitor: the session endpoint answers both with 200, so
 * a visitor's page load logs no error. Not parsed with zod: this call runs on every page, and
 * the schema would pull zod into the first download; the server validates its answer.
 */
export async function getAccount(): Promise<Account | null> {
  try {
    const { account } = await apiFetch<SessionResponse>('/api/account/session')
    return account
  } catch (error) {
    // No connection: a member of staff who read Today on this phone today is still the one
    // holding it, so the day they kept opens after a reload. The server checks the session
    // again with every request once the signal is back.
    if (isApiError(error) && error.status === 0) {
      // Loaded only here, so the first download of every visit does not carry it.
      const { storedToday } = await import('@/lib/stored-today')
      const offline = await storedToday.lastAccount().catch(() => null)
      if (offline) return offline
    }
    throw error
  }
}

export function accountQueryOptions() {
  return queryOptions({
    queryKey: accountQueryKey,
    queryFn: getAccount,
    staleTime: FIVE_MINUTES,
    // Asked even when the browser says it is offline, so the lookup above can answer.
    networkMode: 'offlineFirst',
  })
}
