import { render } from '@testing-library/react'
import {
  createMemoryRouter,
  type InitialEntry,
  type RouteObject,
  RouterProvider,
} from 'react-router'
import { Providers } from '@/app/providers'
import { appRoutes } from '@/app/router'
import { createQueryClient } from '@/lib/query-client'

/** Renders a route tree (the app's own by default) at `entry`, with the app's providers. */
export function renderApp(entry: InitialEntry = '/', routes?: RouteObject[]) {
  const queryClient = createQueryClient()
  const router = createMemoryRouter(routes ?? appRoutes(queryClient), { initialEntries: [entry] })
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...view, router }
}
