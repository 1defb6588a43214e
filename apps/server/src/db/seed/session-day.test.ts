import type { Today, TodayChild, TodaySession } from '@afc/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataKeyring } from '../../config/secret.ts'
import { signInCookie } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DEMO_PASSWORD } from './demo-accounts.ts'
import { DEMO_SESSION_DAY } from './demo-session-day.ts'
import { refreshSessionDay, seedDemoData } from './seed-demo-data.ts'
import type { SessionDayCounts } from './seed-session-day.ts'
import { daysBefore } from './time.ts'

// A demo seeded yesterday and started again today, through the real app: the day's session of
// the clay class is added at start, and its owner and instructor find it on Today.

let app: TestAppWithMail
const cookies = new Map<string, string>()
let before: TodaySession[]
let added: SessionDayCounts

async function clayToday(email: string): Promise<TodaySession[]> {
  const cookie = cookies.get(email) ?? ''
  const response = await app.inject({ url: '/api/vendor/today', headers: { cookie } })
  expect(response.statusCode).toBe(200)
  return response
    .json<Today>()
    .sessions.filter((session) => session.activityTitle === DEMO_SESSION_DAY.activity)
}

beforeAll(async () => {
  app = await buildTestApp()
  const keyring = dataKeyring(app.config)
  await seedDemoData({ db: app.database.db, keyring, now: daysBefore(new Date(), 1) })
  for (const email of [DEMO_SESSION_DAY.owner, DEMO_SESSION_DAY.instructor]) {
    cookies.set(email, await signInCookie(app, { email, password: DEMO_PASSWORD, role: 'vendor' }))
  }
  before = await clayToday(DEMO_SESSION_DAY.owner)
  added = await refreshSessionDay({ db: app.database.db, keyring })
})

afterAll(async () => {
  await app?.close()
})

const byName = (session: TodaySession | undefined) =>
  new Map((session?.children ?? []).map((child): [string, TodayChild] => [child.firstName, child]))

describe("the demo's session day", () => {
  it('is missing from a demo seeded yesterday until start-up adds it', () => {
    expect(before.filter((session) => session.counts.arrived > 0)).toEqual([])
    expect(added.bookings).toBe(DEMO_SESSION_DAY.families.length)
  })

  it('shows the owner the class under way: arrivals, a child gone home, allergies and who collects', async () => {
    const [session] = (await clayToday(DEMO_SESSION_DAY.owner)).filter(
      (candidate) => candidate.counts.arrived > 0,
    )
    expect(session?.counts).toEqual({ expected: 7, arrived: 4, goneHome: 1, absent: 0 })
    expect(new Date(session?.startsAt ?? 0).getTime()).toBeLessThan(Date.now())
    expect(new Date(session?.endsAt ?? 0).getTime()).toBeGreaterThan(Date.now())
    const children = byName(session)
    expect(
      [...children.values()].map((child) => `${child.firstName} ${child.state}`).sort(),
    ).toEqual([
      'Anika checked_in',
      'Finn checked_out',
      'Lily expected',
      'Max expected',
      'Noah expected',
      'Nora checked_in',
      'Zoe checked_in',
    ])
    expect(children.get('Zoe')?.allergyAlerts).toEqual([
      expect.objectContaining({ name: 'Tree nuts', severity: 'life_threatening' }),
    ])
    expect(children.get('Anika')?.allergyAlerts).toEqual([
      expect.objectContaining({ name: 'Eggs', severity: 'severe' }),
    ])
    // A mild allergy is in the record, not on the door's badge.
    expect(children.get('Lily')?.allergyAlerts).toEqual([])
    expect(children.get('Lily')?.collectors).toEqual([
      { name: 'Emily Carter', relationship: 'Parent' },
      { name: 'Daniel Carter', relationship: 'Father' },
      { name: 'Ruth Carter', relationship: 'Grandmother' },
    ])
    expect(children.get('Zoe')?.lastAction).toMatchObject({
      kind: 'check_in',
      byName: 'Jamie Reyes',
    })
    expect(children.get('Finn')?.lastAction).toMatchObject({
      kind: 'check_out',
      byName: 'Sunny Studio',
      collectedBy: "Claire O'Brien",
    })
  })

  it("shows the class's instructor the same session, and no other class of the studio", async () => {
    const owners = await clayToday(DEMO_SESSION_DAY.owner)
    const response = await app.inject({
      url: '/api/vendor/today',
      headers: { cookie: cookies.get(DEMO_SESSION_DAY.instructor) ?? '' },
    })
    const sessions = response.json<Today>().sessions
    expect(sessions.map((session) => session.activityTitle)).toEqual(
      owners.map(() => DEMO_SESSION_DAY.activity),
    )
    expect(sessions.map((session) => session.id)).toEqual(owners.map((session) => session.id))
    const taken = sessions.find((session) => session.counts.arrived > 0)
    expect(byName(taken).get('Zoe')?.allergyAlerts).toHaveLength(1)
  })

  it('is added once a day: starting again adds nothing', async () => {
    const again = await refreshSessionDay({ db: app.database.db, keyring: dataKeyring(app.config) })
    expect(again).toEqual({ bookings: 0, sessions: 0 })
    const sessions = await clayToday(DEMO_SESSION_DAY.owner)
    expect(sessions.filter((session) => session.counts.arrived > 0)).toHaveLength(1)
  })
})
