import { ANALYTICS_MONTHS } from '@afc/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, runDecisions } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { apiAs } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { HOUR } from '../../test/booking-world.ts'
import { nextYear } from '../../test/calendar.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { getAdminAnalytics } from './analytics-service.ts'

let app: TestAppWithMail
let activityId: string

beforeAll(async () => {
  app = await buildTestApp()
  const catalog = catalogRows(app.database.db)
  const vendor = await catalog.vendor({ name: 'Decided Dancers' })
  activityId = await catalog.activity({ vendor, title: 'Tap for Tots' })
})
afterAll(async () => {
  await app?.close()
})

/** A decision on a session of its own, recorded at `at`, as the decision job writes it. */
const decided = async (decision: 'runs' | 'cancelled', at: Date) => {
  const [session] = await app.database.db
    .insert(activitySchedules)
    .values({ activityId, startsAt: at, endsAt: new Date(at.getTime() + HOUR), minPlaces: 3 })
    .returning({ id: activitySchedules.id })
  await app.database.db.insert(runDecisions).values({
    scheduleId: session?.id ?? '',
    decision,
    decidedBy: 'schedule',
    minPlaces: 3,
    confirmedPlaces: decision === 'runs' ? 3 : 1,
    createdAt: at,
  })
}

describe('Analytics: minimums to run by month', () => {
  it(`counts what ran and what was cancelled per UTC month, ${ANALYTICS_MONTHS} months to this one`, async () => {
    // Half an hour into March next year: the last six months are October to March.
    const year = nextYear()
    const now = new Date(Date.UTC(year, 2, 1, 0, 30))
    const utc = (month: number, day: number, ms = 0) => new Date(Date.UTC(year, month, day) + ms)
    await decided('cancelled', utc(-4, 30)) // 30 September: before the months shown
    await decided('cancelled', utc(-3, 1)) // 1 October, at midnight
    await decided('cancelled', utc(1, 28, 24 * HOUR - 1)) // the last moment of February
    await decided('runs', utc(2, 1)) // 1 March, at midnight
    await decided('runs', utc(2, 1, 10 * 60_000))
    await decided('runs', utc(2, 1, 2 * HOUR)) // after `now`: not yet

    const { runDecisions: months } = await getAdminAnalytics({ db: app.database.db, now })
    const previousYear = `${year - 1}`
    expect(months).toEqual([
      { month: `${previousYear}-10`, ran: 0, cancelled: 1 },
      { month: `${previousYear}-11`, ran: 0, cancelled: 0 },
      { month: `${previousYear}-12`, ran: 0, cancelled: 0 },
      { month: `${year}-01`, ran: 0, cancelled: 0 },
      { month: `${year}-02`, ran: 0, cancelled: 1 },
      { month: `${year}-03`, ran: 2, cancelled: 0 },
    ])
  })

  it('is on the operator’s Analytics, this month last', async () => {
    const boss = await createSignedInUser(app, {
      email: 'boss@decisions.example',
      roles: ['admin'],
    })
    const now = new Date()
    await decided('runs', now)
    const response = await apiAs(app, boss.cookie).get('/api/admin/analytics')
    expect(response.statusCode).toBe(200)
    const months = response.json().runDecisions
    expect(months).toHaveLength(ANALYTICS_MONTHS)
    expect(months.at(-1)).toEqual({ month: now.toISOString().slice(0, 7), ran: 1, cancelled: 0 })
  })
})
