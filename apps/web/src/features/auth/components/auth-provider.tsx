import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { AuthContext, type AuthContextValue } from '@/lib/auth-context'
import { accountQueryKey, accountQueryOptions } from '../api/get-account'
import { useSignOutMutation } from '../api/sign-out'

/** Resolves the session once for the whole app and shares it through `useAuth`. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const account = useQuery(accountQueryOptions())
  const { mutateAsync: endSession } = useSignOutMutation()
  // The page a sign-out started on. Until the app has left it the user is "loading", so a
  // guarded page does not send them to sign in on the way out: the router renders the next
  // page in a transition, after this provider has already seen the signed-out state.
  const [signOutFrom, setSignOutFrom] = useState<string | null>(null)

  useEffect(() => {
    // A failed lookup leaves the visitor signed out; the cause is only worth a log entry.
    if (account.error) console.error('Loading your account failed', account.error)
  }, [account.error])

  const signOut = useCallback(async () => {
    setSignOutFrom(location.key)
    try {
      await endSession()
    } catch (error) {
      console.error('Signing out failed', error)
    }
    try {
      await navigate('/', { replace: true })
    } catch (error) {
      console.error('Leaving the page after signing out failed', error)
      setSignOutFrom(null)
    }
  }, [endSession, navigate, location.key])

  const refreshProfile = useCallback(
    () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
    [queryClient],
  )

  const isSigningOut = signOutFrom === location.key
  const value = useMemo<AuthContextValue>(() => {
    const session = account.data ?? null
    const userRoles = session?.roles ?? []
    return {
      session,
      user: session?.user ?? null,
      profile: session?.profile ?? null,
      userRoles,
      isAdmin: userRoles.includes('admin'),
      isVendor: userRoles.includes('vendor'),
      isCustomer: userRoles.includes('customer'),
      isLoading: account.isPending || isSigningOut,
      signOut,
      refreshProfile,
    }
  }, [account.data, account.isPending, isSigningOut, signOut, refreshProfile])

  return <AuthContext value={value}>{children}</AuthContext>
}
