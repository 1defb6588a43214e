import { useLocation, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { useAuth } from '@/lib/auth-context'
import type { AuthNavigationState } from '@/lib/auth-navigation'

/**
 * What Book Now does for the chosen session. Booking itself arrives in a later issue, which
 * replaces this one function: until then a visitor is asked to sign in first (and comes back
 * here afterwards), and a signed-in parent hears that booking opens soon.
 */
export function useBookNow() {
  const { user } = useAuth()
  const navigate = useNavigate()
  const location = useLocation()

  return function bookNow(_sessionId: string) {
    if (!user) {
      const state: AuthNavigationState = { from: `${location.pathname}${location.search}` }
      void navigate('/auth', { state })
      return
    }
    toast.info('Booking opens soon: choose a session and we will hold your place.')
  }
}
