import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { PageLoader } from '@/components/page-loader'
import { RouterFallbackError } from './errors/router-fallback-error'
import { RootLayout } from './layouts/root-layout'
import { adminArea } from './routes/admin-routes'
import { publicArea } from './routes/public-routes'
import { vendorArea } from './routes/vendor-routes'

/**
 * The whole route tree, exported on its own so tests can mount it in a memory router. Its loaders
 * fill `queryClient`, which must be the one the app renders with.
 */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: RootLayout,
      errorElement: <RouterFallbackError />,
      HydrateFallback: PageLoader,
      children: [publicArea(queryClient), vendorArea, adminArea],
    },
  ]
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient))
}
