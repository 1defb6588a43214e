import { Outlet, ScrollRestoration, useNavigation } from 'react-router'
import { AuthProvider } from '@/features/auth/session'

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
      <ScrollRestoration />
      <Outlet />
    </AuthProvider>
  )
}
