import { render } from '@testing-library/react'
import {
  createMemoryRouter,
  type InitialEntry,
  type RouteObject,
  RouterProvider,
} from 'react-router'
import { Providers } from '@/app/providers'
import { routes as appRoutes } from '@/app/router'

/** Renders a route tree (the app's own by default) at `entry`, with the app's providers. */
export function renderApp(entry: InitialEntry = '/', routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] })
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { ...view, router }
}
