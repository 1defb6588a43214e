import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { apiAs } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { waitingFamily } from '../../test/waiting-families.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
let app: TestAppWithMail
let adminCookie: string
const ids: Record<string, string> = {}

beforeAll(async () => {
  app = await buildTestApp()
  adminCookie = (await createSignedInUser(app, { email: 'boss@lines.example', roles: ['admin'] }))
    .cookie
  const db = app.database.db
  const catalog = catalogRows(db)
  const bees = await catalog.vendor({ name: 'Busy Bees' })
  const owls = await catalog.vendor({ name: 'Night Owls' })
  ids.painting = await catalog.activity({ vendor: bees, title: 'Painting', capacity: 2 })
  ids.stargazing = await catalog.activity({ vendor: owls, title: 'Stargazing', capacity: 1 })
  ids.pottery = await catalog.activity({ vendor: owls, title: 'Pottery', capacity: 1 })
  const now = Date.now()
  const session = async (activityId: string, startsAt: number, isCancelled = false) => {
    const [row] = await db
      .insert(activitySchedules)
      .values({
        activityId,
        startsAt: new Date(startsAt),
        endsAt: new Date(startsAt + HOUR),
        isCancelled,
      })
      .returning({ id: activitySchedules.id })
    return row?.id ?? ''
  }
  const line = (activityId: string, scheduleId: string, children: number, more = {}) =>
    waitingFamily(db, { activityId, scheduleId, children, ...more })

  // Painting: one family of two waits for both sessions, one of one for the first.
  const paintingMonday = await session(ids.painting, now + DAY)
  const paintingTuesday = await session(ids.painting, now + 2 * DAY)
  const twins = await line(ids.painting, paintingMonday, 2)
  await line(ids.painting, paintingTuesday, 2, { family: twins })
  await line(ids.painting, paintingMonday, 1)
  // Out of line: an offer that ran out, one taken, a family that left.
  await line(ids.painting, paintingMonday, 4, { offerEndsAt: new Date(now - HOUR) })
  await line(ids.painting, paintingMonday, 4, { bookingStatus: 'confirmed' })
  await line(ids.painting, paintingTuesday, 4, { status: 'declined' })

  // Stargazing: a family of three waits, a family of one holds an open offer.
  const stargazing = await session(ids.stargazing, now + DAY)
  await line(ids.stargazing, stargazing, 3)
  await line(ids.stargazing, stargazing, 1, { offerEndsAt: new Date(now + HOUR) })

  // Pottery's lines are over: its session was cancelled, or is under way.
  await line(ids.pottery, await session(ids.pottery, now + DAY, true), 2)
  await line(ids.pottery, await session(ids.pottery, now - HOUR), 2)
})
afterAll(async () => {
  await app?.close()
})

describe('waiting lists on GET /api/admin/analytics', () => {
  it('counts families and children in line now per activity, longest first', async () => {
    const response = await apiAs(app, adminCookie).get('/api/admin/analytics')
    expect(response.statusCode).toBe(200)
    expect(response.json().waitingLists).toEqual([
      {
        activityId: ids.stargazing,
        title: 'Stargazing',
        businessName: 'Night Owls',
        families: 2,
        children: 4,
      },
      // The twins wait for two sessions but are one family of two children here.
      {
        activityId: ids.painting,
        title: 'Painting',
        businessName: 'Busy Bees',
        families: 2,
        children: 3,
      },
    ])
  })

  it('is for admins only', async () => {
    const provider = await createSignedInUser(app, {
      email: 'owner@lines.example',
      roles: ['vendor'],
    })
    expect((await apiAs(app, provider.cookie).get('/api/admin/analytics')).statusCode).toBe(403)
    expect((await apiAs(app).get('/api/admin/analytics')).statusCode).toBe(401)
  })
})
