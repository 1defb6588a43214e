import type { SignInResponse } from '@afc/contracts'
import { type AuthNavigationState, providerHome } from '@/lib/auth-navigation'

/**
 * Where a fresh sign-in lands: back on the page a guard sent the user away from, when the
 * account holds the role that page asked for; otherwise the role's home the server named (for
 * a provider's staff, their role's home in the provider area).
 */
export function landingAfterSignIn(
  navigationState: AuthNavigationState,
  { account, redirectTo }: SignInResponse,
): string {
  const { from, role: requiredRole } = navigationState
  if (from && (!requiredRole || account.roles.includes(requiredRole))) return from
  return redirectTo === '/vendor' ? providerHome(account.providerRole) : redirectTo
}
