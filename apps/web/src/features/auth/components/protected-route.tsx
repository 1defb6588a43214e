import type { Role } from '@afc/contracts'
import { Navigate, Outlet, useLocation } from 'react-router'
import { LoadingScreen } from '@/components/loading-screen'
import { useAuth } from '@/lib/auth-context'
import type { AuthNavigationState } from '@/lib/auth-navigation'

interface ProtectedRouteProps {
  /** Roles that may open the routes inside; without it any signed-in user may. */
  allowedRoles?: Role[]
}

/**
 * Guards the routes nested inside it: a visitor is sent to sign in, a user without an allowed
 * role to /unauthorized, and both carry the requested path so they can come back.
 */
export function ProtectedRoute({ allowedRoles }: ProtectedRouteProps) {
  const { user, userRoles, isLoading } = useAuth()
  const location = useLocation()
  const from = `${location.pathname}${location.search}`

  if (isLoading) return <LoadingScreen />
  if (!user) {
    const signIn: AuthNavigationState = { from, role: workspaceRole(allowedRoles) }
    return <Navigate to="/auth" replace state={signIn} />
  }
  if (allowedRoles && !allowedRoles.some((role) => userRoles.includes(role))) {
    return <Navigate to="/unauthorized" replace state={{ from }} />
  }
  return <Outlet />
}

/** The role to preselect at sign-in: the workspace's (vendor, admin), not the customer default. */
function workspaceRole(allowedRoles: Role[] | undefined): Role | undefined {
  return allowedRoles?.find((role) => role !== 'customer')
}
