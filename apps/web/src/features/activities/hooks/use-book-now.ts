import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useAuth } from '@/lib/auth-context'
import type { AuthNavigationState } from '@/lib/auth-navigation'

/**
 * What a booking button does with the family's choice (a session, or a term and how to book it):
 * a visitor is asked to sign in first (and comes back here afterwards); a signed-in user gets the
 * booking dialog, starting at that choice.
 */
export function useBookNow<Choice = string>() {
  const { user } = useAuth()
  const navigate = useNavigate()
  const location = useLocation()
  const [choice, setChoice] = useState<Choice | null>(null)

  function bookNow(chosen: Choice) {
    if (!user) {
      const state: AuthNavigationState = { from: `${location.pathname}${location.search}` }
      void navigate('/auth', { state })
      return
    }
    setChoice(chosen)
  }

  return { bookNow, choice, closeBooking: () => setChoice(null) }
}
