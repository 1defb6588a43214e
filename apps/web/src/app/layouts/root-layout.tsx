import { type Location, Outlet, ScrollRestoration, useNavigation } from 'react-router'
import { AuthProvider } from '@/features/auth/session'

/**
 * Where a page's scroll position is kept. Every page opened as a new document (a link from
 * mail, the way back from a payment page) has the key 'default', so keying on it would carry
 * one such page's position to the next; those are keyed by their path instead.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? location.pathname : location.key

/**
 * Wraps every screen: the session (inside the router, as signing out navigates), scroll
 * restoration on back/forward and a progress bar while a page loads.
 */
export function RootLayout() {
  const navigation = useNavigation()
  return (
    <AuthProvider>
      {navigation.state !== 'idle' && (
        <div className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary/20">
          <div className="h-full w-2/5 animate-progress bg-primary" />
        </div>
      )}
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </AuthProvider>
  )
}
