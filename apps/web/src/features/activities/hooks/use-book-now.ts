import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAuth } from '@/lib/auth-context'
import type { AuthNavigationState } from '@/lib/auth-navigation'

/**
 * What Book Now does for the chosen session: a visitor is asked to sign in first (and comes
 * back here afterwards); a signed-in user gets the booking dialog, starting at that session.
 */
export function useBookNow() {
  const { user } = useAuth()
  const navigate = useNavigate()
  const location = useLocation()
  const [bookingSessionId, setBookingSessionId] = useState<string | null>(null)

  function bookNow(sessionId: string) {
    if (!user) {
      const state: AuthNavigationState = { from: `${location.pathname}${location.search}` }
      void navigate('/auth', { state })
      return
    }
    setBookingSessionId(sessionId)
  }

  return { bookNow, bookingSessionId, closeBooking: () => setBookingSessionId(null) }
}
