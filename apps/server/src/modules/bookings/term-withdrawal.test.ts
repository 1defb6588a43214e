import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { databaseFingerprint } from '../../test/database-fingerprint.ts'
import { buildTermMoneyWorld } from '../../test/term-money-world.ts'
import { TOO_LATE_TO_CANCEL } from './own-booking-service.ts'
import { NOTHING_TO_WITHDRAW } from './term-withdrawal.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildTermMoneyWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildTermMoneyWorld(app, 'withdraw')
})
afterAll(async () => {
  await app?.close()
})

const cancel = (bookingId: string, cookie = world.parent.cookie) =>
  app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/cancel`, headers: { cookie } })
const quoteOf = async (bookingId: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}`,
      headers: { cookie: world.parent.cookie },
    })
  ).json().cancellation

/** Shows the request was refused with `status` and `detail` and changed nothing. */
const refused = async (
  request: () => ReturnType<typeof cancel>,
  status: number,
  detail: string,
) => {
  const before = await databaseFingerprint(world.db)
  const response = await request()
  expect(response.statusCode).toBe(status)
  expect(response.json().detail).toBe(detail)
  expect(await databaseFingerprint(world.db)).toEqual(before)
}

describe('a family cancelling a term enrolment', () => {
  it('is a full refund and a cancelled booking 48 hours or more before its first session', async () => {
    const { termId } = await world.term('Early', [3, 10, 17, 24])
    const ann = await world.child('Ann', birthDateAged(6))
    const bookingId = await world.pay(await world.enrolled(termId, [ann]))
    const fee = (await world.ledgerOf(bookingId)).platform_fee ?? 0
    const response = await cancel(bookingId)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'cancelled', refundedAmountCents: 18_000 })
    expect(await world.ledgerOf(bookingId)).toEqual({
      payment: 18_000,
      platform_fee: fee,
      refund: 18_000,
      fee_refund: fee,
    })
    expect(await world.placesIn(termId)).toEqual([0, 0, 0, 0])
  })

  it('withdraws pro rata once begun: the sessions more than 48 hours away and their extras, to the cent', async () => {
    // $100.05 over 5 sessions, the first a day away: 3 are refundable, 6003 cents a child.
    const { termId, sessionIds } = await world.term('Running', [1, 1.5, 4, 11, 18], {
      priceCents: 10_005,
    })
    const [bea, cal] = [
      await world.child('Bea', birthDateAged(6)),
      await world.child('Cal', birthDateAged(7)),
    ]
    const extraIds = [
      await world.extra(termId, 'Snack', 125, 'session'),
      await world.extra(termId, 'Apron', 900, 'booking'),
    ]
    const bookingId = await world.enrolled(termId, [bea, cal], { extraIds })
    await world.pay(bookingId)
    // 2 * 10005 + 2 * 5 * 125 + 2 * 900
    const paid = 20_010 + 1_250 + 1_800
    const refund = 2 * 6_003 + 2 * 3 * 125
    expect(await quoteOf(bookingId)).toEqual({
      rule: 'pro_rata',
      refundCents: refund,
      sessionsRefunded: 3,
    })
    const fee = (await world.ledgerOf(bookingId)).platform_fee ?? 0

    const response = await cancel(bookingId)
    expect(response.statusCode).toBe(200)
    expect(await world.ledgerOf(bookingId)).toEqual({
      payment: paid,
      platform_fee: fee,
      refund,
      fee_refund: Math.round((fee * refund) / paid),
    })
    expect(await world.bookingRow(bookingId)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'partially_refunded',
      paid,
      refunded: refund,
    })
    const until = new Date((await world.bookingRow(bookingId))?.coversUntil ?? 0)
    expect(until).toEqual(await world.startOf(sessionIds[2] ?? ''))
    // The places of the sessions given back are free at once; the two within 48 hours are kept.
    expect(await world.placesIn(termId)).toEqual([2, 2, 0, 0, 0])
    const mail = await world.mailKeyed(`term-withdrawal:${bookingId}:${until.toISOString()}`)
    expect(mail?.subject).toBe(`Withdrawn: Clay Course withdraw, Running`)
    expect(mail?.body).toContain('Bea, Cal will no longer take part')
    expect(mail?.body).toContain(
      `Refund: $${(refund / 100).toFixed(2)}, back to the card that paid.`,
    )
    const notice = await world.mailKeyed(
      `term-withdrawal:${bookingId}:${until.toISOString()}:provider`,
    )
    expect(notice?.subject).toBe('Withdrawal: Clay Course withdraw, Running')
    expect(notice?.body).toContain(`Refunded to the family: $${(refund / 100).toFixed(2)}.`)

    // Nothing is left more than 48 hours away: a second withdrawal is refused.
    await refused(() => cancel(bookingId), 409, NOTHING_TO_WITHDRAW)
  })

  it('withdraws with nothing back under "no refund after start", and says so', async () => {
    const { termId } = await world.term('Strict', [1, 4, 11], {
      withdrawal: 'no_refund_after_start',
    })
    const dan = await world.child('Dan', birthDateAged(6))
    const bookingId = await world.pay(await world.enrolled(termId, [dan]))
    expect(await quoteOf(bookingId)).toEqual({
      rule: 'no_refund_after_start',
      refundCents: 0,
      sessionsRefunded: 0,
    })
    const fee = (await world.ledgerOf(bookingId)).platform_fee ?? 0
    expect((await cancel(bookingId)).statusCode).toBe(200)
    expect(await world.ledgerOf(bookingId)).toEqual({ payment: 18_000, platform_fee: fee })
    expect(await world.bookingRow(bookingId)).toMatchObject({ status: 'confirmed', refunded: 0 })
    expect(await world.placesIn(termId)).toEqual([1, 0, 0])
    const until = (await world.bookingRow(bookingId))?.coversUntil ?? ''
    const mail = await world.mailKeyed(
      `term-withdrawal:${bookingId}:${new Date(until).toISOString()}`,
    )
    expect(mail?.body).toContain(
      'This term gives no refund once it has started, so nothing is refunded.',
    )
  })

  it('refuses a drop-in within 48 hours as a single booking, and another family outright', async () => {
    const { termId, sessionIds } = await world.term('Drop', [1, 8], { dropInPriceCents: 2_000 })
    const eve = await world.child('Eve', birthDateAged(6))
    const booked = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: world.parent.cookie },
      payload: { sessionId: sessionIds[0], childIds: [eve], kind: 'drop_in' },
    })
    expect(booked.statusCode).toBe(201)
    const dropIn = await world.pay(booked.json().id)
    await refused(() => cancel(dropIn), 409, TOO_LATE_TO_CANCEL)

    const fay = await world.child('Fay', birthDateAged(6))
    const enrolment = await world.pay(await world.enrolled(termId, [fay]))
    await refused(() => cancel(enrolment, world.stranger.cookie), 404, 'Booking not found')
  })
})
