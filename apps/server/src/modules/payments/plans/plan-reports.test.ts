import type { AdminPlanPayments, PlanCollectionRow, VendorToCollect } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../db/query-rows.ts'
import { createSignedInUser } from '../../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { buildPlanWorld, PLAN_CARDS } from './plan-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPlanWorld>>
let adminCookie: string
/** One plan of each kind of payment: on time, failing and retried, recovered, waiting. */
const bookings = { onTime: '', failing: '', recovered: '', waiting: '' }

const THREE = { kind: 'instalments', instalments: 3 }
/** Every test account is Test Person. */
const FAMILY = 'Test P.'

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPlanWorld(app, 'plan-reports')
  adminCookie = (await createSignedInUser(app, { email: 'boss@plans.example', roles: ['admin'] }))
    .cookie
  bookings.onTime = await world.enrolOnPlan(await world.planTerm('On time', THREE), 'instalments')
  bookings.failing = await world.enrolOnPlan(
    await world.planTerm('Failing', THREE),
    'instalments',
    PLAN_CARDS.failsLater,
  )
  await world.chargeAt(await world.justAfterDue(bookings.failing, 2))
  bookings.recovered = await world.enrolOnPlan(
    await world.planTerm('Recovered', THREE),
    'instalments',
    PLAN_CARDS.failsLater,
  )
  await world.chargeAt(await world.justAfterDue(bookings.recovered, 2))
  expect((await world.payNow(bookings.recovered, 'due', PLAN_CARDS.pays)).statusCode).toBe(200)
  bookings.waiting = await world.enrolOnPlan(
    await world.planTerm('Waiting', THREE),
    'instalments',
    PLAN_CARDS.needsFamily,
  )
  await world.chargeAt(await world.justAfterDue(bookings.waiting, 2))
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

const sumOf = (rows: PlanCollectionRow[]) => ({
  payments: rows.length,
  cents: rows.reduce((sum, row) => sum + row.amountCents, 0),
})

describe("the provider's payments still to collect", () => {
  it('lists each unpaid payment per booking and due date, the soonest first, with totals from the rows', async () => {
    const answer = await get('/api/vendor/payouts/to-collect?limit=100', world.provider.cookie)
    expect(answer.statusCode).toBe(200)
    const report: VendorToCollect = answer.json()
    const rows = report.items.items
    // Every plan's second payment fell due when the job ran: on time's was charged, failing's is
    // retried, waiting's waits; each third is to come.
    expect(rows).toHaveLength(6)
    expect(rows.map((row) => row.dueAt)).toEqual(rows.map((row) => row.dueAt).sort())
    const failing = rows.filter((row) => row.bookingId === bookings.failing)
    expect(failing.map((row) => [row.seq, row.paymentCount, row.state, row.attempts])).toEqual([
      [2, 3, 'retrying', 1],
      [3, 3, 'upcoming', 0],
    ])
    expect(failing[0]?.nextAttemptAt).not.toBeNull()
    expect(rows.find((row) => row.bookingId === bookings.waiting)?.state).toBe('waiting_for_family')
    expect(new Set(rows.map((row) => row.familyName))).toEqual(new Set([FAMILY]))

    const byState = (state: PlanCollectionRow['state']) =>
      sumOf(rows.filter((row) => row.state === state))
    expect(report.totals).toEqual({
      due: byState('due'),
      retrying: byState('retrying'),
      waitingForFamily: byState('waiting_for_family'),
      upcoming: byState('upcoming'),
      all: sumOf(rows),
    })
    expect(report.totals.all).toEqual({ payments: 6, cents: 36_000 })
    expect(report.items.total).toBe(6)
  })

  it('pages the rows and writes every one of them to the CSV', async () => {
    const page = (
      await get('/api/vendor/payouts/to-collect?limit=5&page=2', world.provider.cookie)
    ).json() as VendorToCollect
    expect(page.items).toMatchObject({ page: 2, pageCount: 2, total: 6 })
    expect(page.items.items).toHaveLength(1)
    const csv = await get('/api/vendor/payouts/to-collect.csv', world.provider.cookie)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    const lines = csv.body.trim().split('\r\n')
    expect(lines[0]).toBe(
      'Booking,Family,Activity,Payment,Due (America/Chicago),Amount (USD),State,Tries,Next try (America/Chicago)',
    )
    expect(lines).toHaveLength(7)
    expect(lines.filter((line) => line.includes('"Failed, retrying",1,'))).toHaveLength(1)
  })

  it('shows another provider none of it, and refuses a visitor and a family', async () => {
    const other = (await get('/api/vendor/payouts/to-collect', world.otherProvider.cookie)).json()
    expect(other.items.items).toEqual([])
    expect(other.totals.all).toEqual({ payments: 0, cents: 0 })
    expect((await get('/api/vendor/payouts/to-collect')).statusCode).toBe(401)
    expect((await get('/api/vendor/payouts/to-collect', world.parent.cookie)).statusCode).toBe(403)
    const bad = await get('/api/vendor/payouts/to-collect?limit=500', world.provider.cookie)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toContain('Limit must be a whole number from 1 to 100')
  })
})

describe("the admin's plan payments", () => {
  const view = async (name: string) =>
    (
      await get(`/api/admin/payment-plans?view=${name}&limit=100`, adminCookie)
    ).json() as AdminPlanPayments

  it('lists upcoming, failed and recovered payments whose totals are the sums of their rows', async () => {
    const [upcoming, failed, recovered] = await Promise.all([
      view('upcoming'),
      view('failed'),
      view('recovered'),
    ])
    expect(sumOf(upcoming.items)).toEqual(upcoming.totals.upcoming)
    expect(sumOf(failed.items)).toEqual(failed.totals.failed)
    expect(sumOf(recovered.items)).toEqual(recovered.totals.recovered)
    expect(upcoming.totals.upcoming).toEqual({ payments: 4, cents: 24_000 })
    expect(failed.items.map((row) => [row.bookingId, row.state, row.attempts])).toEqual([
      [bookings.failing, 'retrying', 1],
      [bookings.waiting, 'waiting_for_family', 1],
    ])
    expect(recovered.items.map((row) => [row.bookingId, row.seq, row.state])).toEqual([
      [bookings.recovered, 2, 'recovered'],
    ])
    expect(recovered.items[0]?.paidAt).not.toBeNull()
  })

  it("collects what the ledger's payments of those bookings say, to the cent", async () => {
    const { totals } = await view('upcoming')
    const [paid] = await queryRows<{ cents: number }>(
      world.db,
      sql`select coalesce(sum(amount_cents), 0)::int as cents from plan_payments
        where status = 'paid'`,
    )
    // Four first payments, on time's second and the recovered second: 6 x $60.00.
    expect(totals.collected).toEqual({ payments: 6, cents: 36_000 })
    expect(Number(paid?.cents)).toBe(36_000)
    const ledgers = await Promise.all(Object.values(bookings).map(world.ledgerOf))
    expect(ledgers.reduce((sum, ledger) => sum + (ledger.payment ?? 0), 0)).toBe(36_000)
    expect(totals.ledgerCents).toBe(36_000)
  })

  it('is for admins only, and names a wrong view in words', async () => {
    expect((await get('/api/admin/payment-plans')).statusCode).toBe(401)
    expect((await get('/api/admin/payment-plans', world.provider.cookie)).statusCode).toBe(403)
    const wrong = await get('/api/admin/payment-plans?view=late', adminCookie)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().detail).toContain('Show upcoming, failed or recovered payments')
  })
})
