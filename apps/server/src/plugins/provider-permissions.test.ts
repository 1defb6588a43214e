import { writeFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildStaffWorld } from '../modules/provider-staff/staff-world.ts'
import { buildTestApp, type TestAppWithMail } from '../test/app.ts'
import { PROVIDER_ROUTE_ACCESS, type ProviderAccess } from './provider-access.ts'

/**
 * The permission matrix: every provider route the app registers, called by each of the seven
 * kinds of caller, against what PROVIDER_ROUTE_ACCESS declares. A caller the guard lets through
 * may still be refused by the route (a 400 for the empty body, a 404 for an unknown id): that
 * cell only has to be neither 401 nor 403 nor a 500. The routes open to instructors by
 * assignment (a child's record, a term's roster and attendance) are asked with real ids of the assigned class
 * and have exact answers: 200 for the owner, the manager and the assigned instructor, 404 for
 * the instructor not assigned and for another provider's staff.
 */
let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildStaffWorld>>
beforeAll(async () => {
  app = await buildTestApp()
  world = await buildStaffWorld(app, 'matrix')
}, 60_000)
afterAll(() => app.close())

type CallerName = keyof typeof world.callers
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
/** The routes an instructor reaches only for what is assigned: asked with a real id of it. */
const SCOPED_ROUTES: Record<string, () => string> = {
  'GET /api/vendor/children/:id/record': () => world.maya,
  'GET /api/vendor/terms/:id/roster': () => world.termId,
  'GET /api/vendor/terms/:id/attendance': () => world.termId,
  'GET /api/vendor/terms/:id/attendance.csv': () => world.termId,
  'GET /api/vendor/activities/:id/attendance': () => world.sunny.activityId,
  'GET /api/vendor/activities/:id/attendance.csv': () => world.sunny.activityId,
}

/** What the cell must answer: an exact status, or 'through' (past the guard, no server error). */
function expected(route: string, caller: CallerName): number | 'through' {
  const access: ProviderAccess = PROVIDER_ROUTE_ACCESS[route] ?? 'owner'
  if (caller === 'visitor') return 401
  if (caller === 'parent') return 403
  const allowed =
    caller === 'owner' ||
    access === 'instructor' ||
    (access === 'manager' && (caller === 'manager' || caller === "another provider's staff"))
  if (!allowed) return 403
  if (route in SCOPED_ROUTES) {
    return caller === 'instructor not assigned' || caller === "another provider's staff" ? 404 : 200
  }
  return 'through'
}

function request(route: string, cookie: string | undefined) {
  const [method = 'GET', path = ''] = route.split(' ')
  const id = SCOPED_ROUTES[route]?.() ?? UNKNOWN_ID
  const url = path.replace(/:[A-Za-z]+/g, id)
  const withBody = ['POST', 'PUT', 'PATCH'].includes(method)
  return app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(withBody ? { payload: {} } : {}),
  })
}

describe('every provider route × every kind of caller', () => {
  it('answers each cell as the access map declares', async () => {
    const routes = [...app.providerRoutes].sort()
    const callers = Object.keys(world.callers) as CallerName[]
    const wrong: string[] = []
    const lines = [
      `| route | ${callers.join(' | ')} |`,
      `|---|${callers.map(() => '---|').join('')}`,
    ]
    for (const route of routes) {
      const cells: string[] = []
      for (const caller of callers) {
        const answer = await request(route, world.callers[caller].cookie)
        const want = expected(route, caller)
        const right =
          want === 'through'
            ? ![401, 403].includes(answer.statusCode) && answer.statusCode < 500
            : answer.statusCode === want
        if (!right) wrong.push(`${route} as ${caller}: ${answer.statusCode}, expected ${want}`)
        cells.push(`${answer.statusCode}${right ? '' : ' ✗'}`)
      }
      lines.push(`| ${route} | ${cells.join(' | ')} |`)
    }
    if (process.env.PERMISSION_MATRIX_FILE) {
      await writeFile(process.env.PERMISSION_MATRIX_FILE, `${lines.join('\n')}\n`)
    }
    expect(wrong).toEqual([])
    expect(routes.length * callers.length).toBeGreaterThan(400)
  }, 240_000)
})
