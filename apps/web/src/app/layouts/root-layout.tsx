import { Outlet, ScrollRestoration, useNavigation } from 'react-router'

/** Wraps every screen: restores scroll on back/forward and shows progress while a page loads. */
export function RootLayout() {
  const navigation = useNavigation()
  return (
    <>
      {navigation.state !== 'idle' && (
        <div className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary/20">
          <div className="h-full w-2/5 animate-progress bg-primary" />
        </div>
      )}
      <ScrollRestoration />
      <Outlet />
    </>
  )
}
