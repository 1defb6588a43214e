import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { screens } from '../../../../../e2e/support/screens'
import { appRoutes } from '../router'

/** Every pattern a user can land on: the leaves of the tree, their parents' paths joined. */
function leafPatterns(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent || '/'
    return route.children ? leafPatterns(route.children, path) : [path]
  })
}

describe('the accessibility spec', () => {
  it('visits every screen the router knows, and none it does not', () => {
    const visited = screens.map((screen) => screen.route)
    expect([...new Set(visited)].sort()).toEqual(
      [...new Set(leafPatterns(appRoutes(createQueryClient())))].sort(),
    )
  })
})
