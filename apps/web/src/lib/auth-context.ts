import type { Account, Role } from '@afc/contracts'
import { createContext, useContext } from 'react'

/** Who is signed in, what they may do, and the two actions every screen may need. */
export interface AuthContextValue {
  /** The signed-in account, or null for a visitor. */
  session: Account | null
  user: Account['user'] | null
  profile: Account['profile'] | null
  userRoles: Role[]
  isAdmin: boolean
  isVendor: boolean
  isCustomer: boolean
  /** True while the account first resolves and while signing out. */
  isLoading: boolean
  signOut: () => Promise<void>
  /** Fetches the account again, e.g. after the profile was edited. */
  refreshProfile: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used within an AuthProvider')
  return value
}
