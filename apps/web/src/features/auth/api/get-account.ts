import type { Account, SessionResponse } from '@afc/contracts'
import { queryOptions } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export const accountQueryKey = ['account'] as const

const FIVE_MINUTES = 5 * 60 * 1000

/**
 * The signed-in account, or null for a visitor: the session endpoint answers both with 200, so
 * a visitor's page load logs no error. Not parsed with zod: this call runs on every page, and
 * the schema would pull zod into the first download; the server validates its answer.
 */
export async function getAccount(): Promise<Account | null> {
  const { account } = await apiFetch<SessionResponse>('/api/account/session')
  return account
}

export function accountQueryOptions() {
  return queryOptions({ queryKey: accountQueryKey, queryFn: getAccount, staleTime: FIVE_MINUTES })
}
