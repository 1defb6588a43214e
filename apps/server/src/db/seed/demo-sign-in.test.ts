import type { Booking, PublicTerm, TermRoster } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataKeyring } from '../../config/secret.ts'
import { signInCookie } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DEMO_PASSWORD } from './demo-accounts.ts'
import { seedDemoData } from './seed-demo-data.ts'

let app: TestAppWithMail

beforeAll(async () => {
  app = await buildTestApp()
  await seedDemoData({ db: app.database.db, keyring: dataKeyring(app.config) })
})

afterAll(async () => {
  await app?.close()
})

describe('demo accounts through the real sign-in', () => {
  it.each([
    ['admin@example.com', 'admin'],
    ['vendor@example.com', 'vendor'],
    ['pending-vendor@example.com', 'vendor'],
    ['parent@example.com', 'customer'],
  ] as const)('%s signs in as %s with the demo password', async (email, role) => {
    const cookie = await signInCookie(app, { email, password: DEMO_PASSWORD, role })
    expect(cookie).not.toBe('')
  })

  it("lets Sunny Studio's demo instructor read the clay class's roster and nothing of the money", async () => {
    const cookie = await signInCookie(app, {
      email: 'instructor@example.com',
      password: DEMO_PASSWORD,
      role: 'vendor',
    })
    const rosters = await app.inject({ url: '/api/vendor/rosters', headers: { cookie } })
    expect(
      rosters
        .json<{ activities: { activity: { title: string } }[] }>()
        .activities.map((roster) => roster.activity.title),
    ).toEqual(['Clay Creatures Hand-Building'])
    const payouts = await app.inject({ url: '/api/vendor/payouts', headers: { cookie } })
    expect(payouts.statusCode).toBe(403)
  })
})

describe('the demo terms through the real app', () => {
  async function publicTerms(title: string): Promise<PublicTerm[]> {
    const found = (await app.database.db.execute(
      sql`select id from activities where title = ${title}`,
    )) as { rows: { id: string }[] }
    const response = await app.inject({ url: `/api/activities/${found.rows[0]?.id}` })
    expect(response.statusCode).toBe(200)
    return response.json<{ terms: PublicTerm[] }>().terms
  }

  it('shows families the spring term, the full small group and the camp week with its care', async () => {
    const [spring] = await publicTerms('Spring Sketchbook Club')
    expect(spring).toMatchObject({ name: 'Spring Term', sessionsLeft: 10, canEnrol: true })
    expect(spring).toMatchObject({ canTry: true, canDropIn: true })
    const [small] = await publicTerms('Comic Book Makers')
    expect(small).toMatchObject({ name: 'Spring Small Group', placesLeft: 0 })
    const [camp] = await publicTerms('Sunny Days Art Camp')
    expect(camp).toMatchObject({ isCamp: true, sessionCount: 5, canDropIn: true })
    expect(camp?.extras.map((extra) => extra.name).sort()).toEqual(['After care', 'Before care'])
  })

  it("lists the demo parent's enrolments in My Bookings with their sessions and extras", async () => {
    const cookie = await signInCookie(app, {
      email: 'parent@example.com',
      password: DEMO_PASSWORD,
      role: 'customer',
    })
    const response = await app.inject({
      url: '/api/bookings?when=upcoming&limit=50',
      headers: { cookie },
    })
    expect(response.statusCode).toBe(200)
    const terms = response
      .json<{ items: Booking[] }>()
      .items.filter((booking) => booking.kind === 'term')
      .map((booking) => ({
        term: booking.term?.name,
        sessions: booking.sessions.length,
        extras: booking.extras.map((extra) => `${extra.firstName}: ${extra.name}`),
      }))
    expect(terms.sort((a, b) => String(a.term).localeCompare(String(b.term)))).toEqual([
      { term: 'Camp Week', sessions: 5, extras: ['Max: After care'] },
      { term: 'Spring Term', sessions: 10, extras: [] },
    ])
  })

  it("gives the provider the camp's roster: who comes which day, with their care", async () => {
    const cookie = await signInCookie(app, {
      email: 'vendor@example.com',
      password: DEMO_PASSWORD,
      role: 'vendor',
    })
    const [camp] = await publicTerms('Sunny Days Art Camp')
    const response = await app.inject({
      url: `/api/vendor/terms/${camp?.id}/roster`,
      headers: { cookie },
    })
    expect(response.statusCode).toBe(200)
    const roster = response.json<TermRoster>()
    expect(roster.sessions.map((session) => session.booked)).toEqual([3, 3, 4, 3, 3])
    const byChild = roster.children
      .map((child) => `${child.firstName} ${child.kind} ${child.extras.join('+')}`.trim())
      .sort()
    expect(byChild).toEqual([
      'Finn term Before care',
      'Max term After care',
      'Nora term After care+Before care',
      'Zoe drop_in',
    ])
  })
})
