import type { ComponentType } from 'react'
import type { LazyRouteFunction, RouteObject } from 'react-router'

/**
 * Binds a feature's module loader so each route names just the page it renders. All pages of
 * a feature share one import, so an area is downloaded once, the first time it is visited.
 */
export function lazyPagesFrom<Module extends Record<string, ComponentType>>(
  load: () => Promise<Module>,
) {
  return (page: keyof Module): LazyRouteFunction<RouteObject> =>
    async () => ({ Component: (await load())[page] })
}
