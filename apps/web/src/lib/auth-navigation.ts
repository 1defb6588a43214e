import { type ProviderRole, ROLES, type Role } from '@afc/contracts'

/** What a link to /auth may carry in navigation state: the tab to open and the role chosen. */
export type AuthNavigationState = {
  role?: Role
  defaultTab?: 'login' | 'signup'
  /** The page a guard sent the visitor away from; login returns there. */
  from?: string
}

/** Navigation state can hold anything (old history entries, other pages); keep only what is valid. */
export function readAuthNavigationState(state: unknown): AuthNavigationState {
  if (typeof state !== 'object' || state === null) return {}
  const candidate = state as Record<string, unknown>
  const result: AuthNavigationState = {}
  if (ROLES.includes(candidate.role as Role)) result.role = candidate.role as Role
  if (candidate.defaultTab === 'login' || candidate.defaultTab === 'signup') {
    result.defaultTab = candidate.defaultTab
  }
  if (typeof candidate.from === 'string' && candidate.from.startsWith('/')) {
    result.from = candidate.from
  }
  return result
}

/**
 * Where the provider area opens for a member of a provider: an instructor goes straight to Today,
 * the door of the sessions they teach, without loading the dashboard they may not open.
 */
export function providerHome(role: ProviderRole | null | undefined): '/vendor' | '/vendor/today' {
  return role === 'instructor' ? '/vendor/today' : '/vendor'
}
