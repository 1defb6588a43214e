import { useLocation } from 'react-router'
import { PlaceholderPage } from '@/components/placeholder-page'
import { readAuthNavigationState } from '@/lib/auth-navigation'

export function AuthPage() {
  const { role } = readAuthNavigationState(useLocation().state)
  return (
    <PlaceholderPage
      title="Sign In"
      subtitle={role ? `Sign in as ${role}` : 'Sign in to your account or create a new one'}
      note="Log in or create an account as a customer, vendor or admin."
      contained
    />
  )
}
