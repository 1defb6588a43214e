import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../db/query-rows.ts'
import { mailTo } from '../../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { DAY } from '../../../test/booking-world.ts'
import { BIRTH, buildCreditWorld } from './credit-world.ts'
import {
  ALREADY_CHOSEN,
  CHOICE_CLOSED,
  CHOICE_NOT_FOUND,
  refundUnchosen,
} from './refund-choice-service.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildCreditWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildCreditWorld(app, 'refund-choice')
})
afterAll(async () => {
  await app?.close()
})

const ledgerOf = (bookingId: string) =>
  queryRows<{ kind: string; cents: number }>(
    app.database.db,
    sql`select kind, sum(amount_cents)::int as cents from ledger_entries
      where booking_id = ${bookingId} group by kind order by kind`,
  )

/** A paid $12.50 booking whose session the provider then cancels, offering credit. */
async function cancelledWithOffer(firstName: string) {
  const sessionId = await world.session(new Date(Date.now() + 10 * DAY))
  const paid = await world.bookAndPay({
    sessionId,
    childIds: [await world.child(firstName, BIRTH)],
  })
  expect(paid.json()).toMatchObject({ status: 'confirmed', paidAmountCents: 1250 })
  const cancelled = await app.inject({
    method: 'POST',
    url: `/api/vendor/schedules/${sessionId}/cancel`,
    headers: { cookie: world.provider.cookie },
    payload: { remedy: 'refund', offerCredit: true },
  })
  expect(cancelled.statusCode).toBe(200)
  await app.jobs.runQueued()
  const booking = (await world.parentApi.get(`/api/bookings/${paid.json().id}`)).json()
  return {
    bookingId: booking.id as string,
    choiceId: booking.refundChoices[0]?.id as string,
    booking,
  }
}

const choose = (choiceId: string, choice: unknown, cookie = world.parent.cookie) =>
  app.inject({
    method: 'POST',
    url: `/api/refund-choices/${choiceId}`,
    headers: { cookie },
    payload: { choice },
  })

describe('the refund-or-credit choice when a provider cancels', () => {
  it('refunds nothing until the family chooses, and tells them how to choose', async () => {
    const { bookingId, booking } = await cancelledWithOffer('Gus')
    expect(booking).toMatchObject({
      status: 'cancelled',
      refundedAmountCents: 0,
      refundChoices: [{ amountCents: 1250, chosen: null, sessionStartsAt: null }],
    })
    const chooseBy = new Date(booking.refundChoices[0].chooseBy).getTime()
    expect(Math.round((chooseBy - Date.now()) / DAY)).toBe(14)
    expect(await ledgerOf(bookingId)).toEqual([
      { kind: 'payment', cents: 1250 },
      { kind: 'platform_fee', cents: 125 },
    ])
    const [mail] = (await mailTo(app, 'parent-refund-choice@example.com')).filter((message) =>
      message.subject.startsWith('Cancelled:'),
    )
    expect(mail?.text).toContain(
      'You paid $12.50: choose on My Bookings whether it is refunded to your card or kept as a credit with Kite Club refund-choice for any of their activities.',
    )
  })

  it('turns the payment into credit with the provider, once, and never also a refund', async () => {
    const { bookingId, choiceId } = await cancelledWithOffer('Hal')
    const stranger = await choose(choiceId, 'credit', world.stranger.cookie)
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json().detail).toBe(CHOICE_NOT_FOUND)
    const refused = await choose(choiceId, 'cash')
    expect(refused.statusCode).toBe(400)
    expect(JSON.stringify(refused.json())).toContain(
      'Choose a refund to your card or a credit with the provider.',
    )

    const chosen = await choose(choiceId, 'credit')
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json()).toEqual({ id: choiceId, chosen: 'credit' })
    expect((await choose(choiceId, 'refund')).json().detail).toBe(ALREADY_CHOSEN)
    expect(await world.credits()).toEqual([
      expect.objectContaining({ providerName: 'Kite Club refund-choice', leftCents: 1250 }),
    ])
    // An admin's refund finds nothing left: the money is the family's credit now.
    const admin = await world.admin.post(`/api/admin/bookings/${bookingId}/refund`, {
      reason: 'Goodwill',
    })
    expect(admin.json().refundedNowCents ?? 0).toBe(0)
    expect((await ledgerOf(bookingId)).map((row) => row.kind)).toEqual(['payment', 'platform_fee'])

    // Spent on the provider's next class: confirmed with no card.
    const sessionId = await world.session(new Date(Date.now() + 12 * DAY))
    const next = await world.book({ sessionId, childIds: [await world.child('Hal2', BIRTH)] })
    expect(next.json()).toMatchObject({
      status: 'confirmed',
      creditUses: [{ providerName: 'Kite Club refund-choice', amountCents: 1250 }],
    })
    expect(await world.credits()).toEqual([])
  })

  it('refunds to the card when chosen, and when the time to choose passes unchosen', async () => {
    const chosen = await cancelledWithOffer('Ivy')
    expect((await choose(chosen.choiceId, 'refund')).statusCode).toBe(200)
    await app.jobs.runQueued()
    expect(await ledgerOf(chosen.bookingId)).toEqual([
      { kind: 'fee_refund', cents: 125 },
      { kind: 'payment', cents: 1250 },
      { kind: 'platform_fee', cents: 125 },
      { kind: 'refund', cents: 1250 },
    ])

    const late = await cancelledWithOffer('Jo')
    const later = new Date(Date.now() + 15 * DAY)
    // Every choice left unmade is refunded: this one and the first test's.
    expect(await refundUnchosen({ db: app.database.db, jobs: app.jobs, now: later })).toBe(2)
    // Run again: nothing more.
    expect(await refundUnchosen({ db: app.database.db, jobs: app.jobs, now: later })).toBe(0)
    const booking = (await world.parentApi.get(`/api/bookings/${late.bookingId}`)).json()
    expect(booking).toMatchObject({
      refundedAmountCents: 1250,
      refundChoices: [{ chosen: 'refund' }],
    })
    expect((await choose(late.choiceId, 'credit')).json().detail).toBe(ALREADY_CHOSEN)
  })

  it('refuses credit once the time to choose has passed, but still refunds', async () => {
    const { choiceId } = await cancelledWithOffer('Kit')
    await queryRows(
      app.database.db,
      sql`update refund_choices set choose_by = now() - interval '1 minute' where id = ${choiceId}`,
    )
    const credit = await choose(choiceId, 'credit')
    expect(credit.statusCode).toBe(409)
    expect(credit.json().detail).toBe(CHOICE_CLOSED)
    expect((await choose(choiceId, 'refund')).json()).toEqual({ id: choiceId, chosen: 'refund' })
  })

  it('still refunds at once when the provider does not offer credit', async () => {
    const sessionId = await world.session(new Date(Date.now() + 10 * DAY))
    const paid = await world.bookAndPay({ sessionId, childIds: [await world.child('Lou', BIRTH)] })
    await app.inject({
      method: 'POST',
      url: `/api/vendor/schedules/${sessionId}/cancel`,
      headers: { cookie: world.provider.cookie },
    })
    const booking = (await world.parentApi.get(`/api/bookings/${paid.json().id}`)).json()
    expect(booking).toMatchObject({ refundedAmountCents: 1250, refundChoices: [] })
  })
  it('gives no credit for what an admin refunded while the family was choosing', async () => {
    const { bookingId, choiceId } = await cancelledWithOffer('Max')
    const before = await world.credits()
    const admin = await world.admin.post(`/api/admin/bookings/${bookingId}/refund`, {
      amountCents: 1000,
      reason: 'Refunded by phone',
    })
    expect(admin.json().refundedNowCents).toBe(1000)
    expect((await choose(choiceId, 'credit')).statusCode).toBe(200)
    const credits = await world.credits()
    expect(credits.length).toBe(before.length + 1)
    expect(credits.map((credit) => credit.leftCents)).toContain(250)
    const [row] = await queryRows<{ refunded: number; credited: number }>(
      app.database.db,
      sql`select b.refunded_amount_cents as refunded,
          (select sum(amount_cents)::int from account_credits where booking_id = b.id) as credited
        from bookings b where b.id = ${bookingId}`,
    )
    expect(row).toEqual({ refunded: 1000, credited: 250 })
  })
})
