import { PLAN_NO_CARD_TO_CHANGE } from '@afc/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from '../../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { checkoutIdOf } from '../../../test/pay.ts'
import { NOTHING_TO_CHARGE } from './charge-due.ts'
import { buildPlanWorld, PLAN_CARDS } from './plan-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPlanWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPlanWorld(app, 'plan-card')
})
afterAll(async () => {
  await app?.close()
})

const THREE = { kind: 'instalments', instalments: 3 }

const changeCard = (bookingId: string, cookie: string | null = world.parent.cookie) =>
  app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/plan/card`,
    ...(cookie ? { headers: { cookie } } : {}),
  })

const testPage = (url: string) =>
  app.inject({ method: 'GET', url: `/api/payments/test-checkout/${checkoutIdOf(url)}` })

const saveOnPage = async (url: string, cardNumber: string) => {
  const saved = await app.inject({
    method: 'POST',
    url: `/api/payments/test-checkout/${checkoutIdOf(url)}`,
    payload: { cardNumber, expiry: '12/34', cvc: '123' },
  })
  await app.jobs.runQueued()
  return saved
}

describe("changing a plan's card without paying", () => {
  it('charges the payments still to come to the new card, and nothing now', async () => {
    const termId = await world.planTerm('New card', THREE)
    const bookingId = await world.enrolOnPlan(termId, 'instalments', PLAN_CARDS.failsLater)
    const opened = await changeCard(bookingId)
    expect(opened.statusCode).toBe(200)
    const page = (await testPage(opened.json().url)).json()
    expect(page).toMatchObject({ purpose: 'card', state: 'open', amountCents: 0 })

    const saved = await saveOnPage(opened.json().url, PLAN_CARDS.pays)
    expect(saved.json().redirectUrl).toMatch(new RegExp(`/bookings/${bookingId}/pay\\?card=1$`))
    expect((await testPage(opened.json().url)).json().state).toBe('paid')
    expect(await world.ledgerOf(bookingId)).toMatchObject({ payment: 6_000 })

    // The card saved at checkout would be refused; the new one pays.
    await world.chargeAt(await world.justAfterDue(bookingId, 2))
    expect(await world.statuses(bookingId)).toEqual(['paid', 'paid', 'scheduled'])
    expect(await world.bookingRow(bookingId)).toMatchObject({ paid: 12_000 })
  })

  it('keeps the old card when the new one is refused', async () => {
    const termId = await world.planTerm('Refused new card', THREE)
    const bookingId = await world.enrolOnPlan(termId, 'instalments', PLAN_CARDS.failsLater)
    const { url } = (await changeCard(bookingId)).json()
    const refused = await saveOnPage(url, '4000000000000002')
    expect(refused.statusCode).toBe(402)
    expect(refused.json().detail).toBe('Your card was declined.')
    expect((await testPage(url)).json().state).toBe('open')
    await world.chargeAt(await world.justAfterDue(bookingId, 2))
    expect(await world.statuses(bookingId)).toEqual(['paid', 'failed', 'scheduled'])
  })

  it('is refused to a visitor, to another family and once nothing is left to charge', async () => {
    const termId = await world.planTerm('Card guards', THREE)
    const bookingId = await world.enrolOnPlan(termId, 'instalments')
    expect((await changeCard(bookingId, null)).statusCode).toBe(401)
    const theirs = await changeCard(bookingId, world.stranger.cookie)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().detail).toBe('This booking has no payment plan.')

    expect((await world.payNow(bookingId, 'balance', PLAN_CARDS.pays)).statusCode).toBe(200)
    const paidUp = await changeCard(bookingId)
    expect(paidUp.statusCode).toBe(409)
    expect(paidUp.json().detail).toBe(PLAN_NO_CARD_TO_CHANGE)
  })
})

describe('My Bookings on a plan', () => {
  it('carries each booking its plan in the list: paid of total, the next date, then the failure', async () => {
    const termId = await world.planTerm('Listed plan', THREE)
    const bookingId = await world.enrolOnPlan(termId, 'instalments', PLAN_CARDS.failsLater)
    const listed = async () => {
      const page = await app.inject({
        method: 'GET',
        url: '/api/bookings?when=upcoming&limit=50',
        headers: { cookie: world.parent.cookie },
      })
      return page.json().items.find((item: { id: string }) => item.id === bookingId)
    }
    const second = await world.justAfterDue(bookingId, 2)
    const secondDue = new Date(second.getTime() - 60_000).toISOString()
    expect((await listed()).plan).toEqual({
      kind: 'instalments',
      paidCents: 6_000,
      totalCents: 18_000,
      next: { amountCents: 6_000, dueAt: secondDue },
      dueNowCents: 0,
      balanceCents: 12_000,
      attention: null,
    })

    await world.chargeAt(second)
    expect((await listed()).plan).toMatchObject({
      paidCents: 6_000,
      next: { amountCents: 6_000 },
      dueNowCents: 6_000,
      balanceCents: 12_000,
      attention: 'failed',
    })
    // Someone else's list never holds it.
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/bookings?when=upcoming',
      headers: { cookie: world.stranger.cookie },
    })
    expect(theirs.json().items).toEqual([])
  })
})

describe("an admin charging a plan's next payment now (test payments)", () => {
  it('charges that booking alone, as the job would on its date, and mails the family a failure', async () => {
    const termId = await world.planTerm('Charged early', THREE)
    const bookingId = await world.enrolOnPlan(termId, 'instalments', PLAN_CARDS.failsLater)
    const other = await world.enrolOnPlan(
      await world.planTerm('Left alone', THREE),
      'instalments',
      PLAN_CARDS.pays,
    )
    const admin = await createSignedInUser(app, {
      email: 'admin@plan-card.example',
      roles: ['admin'],
    })
    const chargeNext = (id: string, cookie = admin.cookie) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/payment-plans/${id}/charge-next`,
        headers: { cookie },
      })
    expect((await chargeNext(bookingId, world.parent.cookie)).statusCode).toBe(403)
    const charged = await chargeNext(bookingId)
    expect(charged.statusCode).toBe(200)
    expect(charged.json()).toMatchObject({ status: 'failed' })
    expect(await world.statuses(bookingId)).toEqual(['paid', 'failed', 'scheduled'])
    expect(await world.statuses(other)).toEqual(['paid', 'scheduled', 'scheduled'])
    await app.jobs.runQueued()
    const mail = await world.mailKeyed(`plan-${charged.json().paymentId}:1:family`)
    expect(mail?.body).toContain(`/bookings/${bookingId}/pay`)

    const unknown = await chargeNext(crypto.randomUUID())
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().detail).toBe(NOTHING_TO_CHARGE)
  })
})
