import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { refusedUnchanged } from '../../test/database-fingerprint.ts'
import { weekly } from '../../test/enrolment-world.ts'
import {
  CHILD_NOT_ON_BOOKING,
  CHILDREN_NOT_CONFIRMED,
  CHILDREN_TOO_LATE,
  TAKE_OFF_EVERY_CHILD,
} from './children-cancellation-quote.ts'
import { buildQuoteWorld, shown } from './quote-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildQuoteWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildQuoteWorld(app, 'take-off')
  await world.rules.siblings()
  await world.code({ kind: 'discount', code: 'THIRTY', cents: 3_000 })
})
afterAll(async () => {
  await app?.close()
})

const takeOff = (
  bookingId: string,
  participantIds: string[],
  cookie: string | null,
  quote = false,
) =>
  app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/children-cancellation${quote ? '/quote' : ''}`,
    ...(cookie ? { headers: { cookie } } : {}),
    payload: { participantIds },
  })

/** Three children enrolled in a $200.00 term with the sibling ladder and a $30.00 code, paid. */
async function threeSiblings(name: string, days = weekly(10, 3), family = world.parent) {
  const { termId } = await world.term(name, days, { priceCents: 20_000 })
  const kids = await Promise.all(
    ['Ava', 'Ben', 'Cal'].map((firstName) =>
      world.child(firstName, birthDateAged(6), family.userId),
    ),
  )
  const enrolled = await world.enrol(termId, { childIds: kids, code: 'THIRTY' }, family.cookie)
  expect(enrolled.statusCode).toBe(201)
  const booking = enrolled.json().booking
  const participant = (firstName: string) =>
    booking.participants.find((p: { firstName: string }) => p.firstName === firstName).id as string
  return { booking, participant }
}

describe('taking a child off a booking', () => {
  it('prices those who stay again, refunds the difference and records the discount reversed', async () => {
    const { booking, participant } = await threeSiblings('Worked example')
    // 200.00 + (200.00 − 20.00) + (200.00 − 30.00) − 30.00: worked example C.
    expect(booking.totalAmountCents).toBe(52_000)
    expect((await world.pay(booking.id)).statusCode).toBe(200)
    const ben = participant('Ben')

    const quote = await takeOff(booking.id, [ben], world.parent.cookie, true)
    expect(quote.statusCode).toBe(200)
    expect(quote.json()).toMatchObject({
      paidCents: 52_000,
      refundCents: 17_000,
      discountReversedCents: 1_000,
    })
    expect(shown(quote.json().staying.lines)).toEqual([
      ['Term price', 20_000],
      ['Term price', 20_000],
      ['Sibling discount (2nd child)', -2_000],
      ['Code THIRTY', -3_000],
    ])
    expect(quote.json().staying.totalCents).toBe(35_000)

    const done = await takeOff(booking.id, [ben], world.parent.cookie)
    expect(done.statusCode).toBe(200)
    expect(done.json().refundCents).toBe(17_000)
    const after = done.json().booking
    expect(after).toMatchObject({
      status: 'confirmed',
      quantity: 2,
      totalAmountCents: 35_000,
      paidAmountCents: 52_000,
      refundedAmountCents: 17_000,
      paymentStatus: 'partially_refunded',
    })
    expect(after.participants.map((p: { firstName: string }) => p.firstName)).toEqual([
      'Ava',
      'Cal',
    ])
    expect(after.priceLines).toEqual(quote.json().staying.lines)
    // The lines paid stay, marked replaced, with Ben's name on his.
    const replaced = await world.storedLines(booking.id, true)
    expect(replaced.map((line) => line.amountCents)).toEqual([
      20_000, 20_000, 20_000, -2_000, -3_000, -3_000,
    ])

    const ledger = await world.ledger(booking.id)
    expect(ledger.filter(([kind]) => kind !== 'platform_fee' && kind !== 'fee_refund')).toEqual([
      ['payment', 52_000],
      ['discount_reversed', 1_000],
      ['refund', 17_000],
    ])
    // What the family paid less what came back is the price of what stays, to the cent.
    const net = ledger.reduce(
      (sum, [kind, cents]) => sum + (kind === 'payment' ? cents : kind === 'refund' ? -cents : 0),
      0,
    )
    expect(net).toBe(after.totalAmountCents)
    const [mail] = await queryRows<{ subject: string }>(
      world.db,
      sql`select subject from mail_outbox where key like ${`children-taken-off:${booking.id}:%:family`}`,
    )
    expect(mail?.subject).toMatch(/^Booking changed: /)

    // A second child taken off later: the refund is again the difference, never more.
    const cal = participant('Cal')
    const again = await takeOff(booking.id, [cal], world.parent.cookie)
    expect(again.statusCode).toBe(200)
    // Ava alone: 200.00 − 30.00 = 170.00; 350.00 was left paid, so 180.00 comes back.
    expect(again.json().refundCents).toBe(18_000)
    expect(again.json().booking.totalAmountCents).toBe(17_000)
    const paidLessRefunds = (await world.ledger(booking.id)).reduce(
      (sum, [kind, cents]) => sum + (kind === 'payment' ? cents : kind === 'refund' ? -cents : 0),
      0,
    )
    expect(paidLessRefunds).toBe(17_000)
  })

  it('is refused with a sentence, changing nothing, where it may not be done', async () => {
    const { booking, participant } = await threeSiblings('Refusals')
    const ava = participant('Ava')
    const refused = (request: () => ReturnType<typeof takeOff>, status: number, detail?: string) =>
      refusedUnchanged({ db: world.db, request, status, detail })

    // Still being paid for.
    await refused(
      () => takeOff(booking.id, [ava], world.parent.cookie),
      409,
      CHILDREN_NOT_CONFIRMED,
    )
    await world.pay(booking.id)
    await refused(() => takeOff(booking.id, [ava], null), 401)
    await refused(() => takeOff(booking.id, [ava], world.stranger.cookie), 404, 'Booking not found')
    await refused(
      () => takeOff(booking.id, ['00000000-0000-4000-8000-000000000000'], world.parent.cookie),
      404,
      CHILD_NOT_ON_BOOKING,
    )
    await refused(
      () =>
        takeOff(
          booking.id,
          ['Ava', 'Ben', 'Cal'].map((name) => participant(name)),
          world.parent.cookie,
        ),
      409,
      TAKE_OFF_EVERY_CHILD,
    )
    await refused(() => takeOff(booking.id, [ava], world.parent.cookie, true), 200)

    // A term starting tomorrow is past the 48 hours.
    const soon = await threeSiblings('Tomorrow', weekly(1, 3))
    await world.pay(soon.booking.id)
    await refused(
      () => takeOff(soon.booking.id, [soon.participant('Ben')], world.parent.cookie),
      409,
      CHILDREN_TOO_LATE,
    )
  })

  it('prices those who stay with the rule as it was booked, changed and then removed since', async () => {
    const { stranger, db } = world
    const { booking, participant } = await threeSiblings('Rule gone', weekly(10, 3), stranger)
    expect(booking.totalAmountCents).toBe(52_000)
    expect((await world.pay(booking.id, stranger.cookie)).statusCode).toBe(200)
    // The provider, signed in, makes the ladder 50% and then removes it.
    const owner = await createSignedInUser(app, {
      email: 'owner@take-off.example',
      roles: ['vendor'],
    })
    await db.delete(vendors).where(eq(vendors.userId, owner.userId))
    await db.update(vendors).set({ userId: owner.userId }).where(eq(vendors.id, world.vendor.id))
    const rules = (method: 'GET' | 'PUT' | 'DELETE', id = '', payload?: object) =>
      app.inject({
        method,
        url: `/api/vendor/discount-rules${id ? `/${id}` : ''}`,
        headers: { cookie: owner.cookie },
        ...(payload ? { payload } : {}),
      })
    const [ladder] = (await rules('GET')).json().rules
    const halfOff = { unit: 'percent', percent: 50 }
    const changed = await rules('PUT', ladder.id, {
      kind: 'siblings',
      activityIds: null,
      secondChild: halfOff,
      laterChildren: halfOff,
    })
    expect(changed.statusCode).toBe(200)
    expect((await rules('DELETE', changed.json().id)).statusCode).toBe(204)
    expect((await rules('GET')).json().rules).toEqual([])

    const done = await takeOff(booking.id, [participant('Ben')], stranger.cookie)
    expect(done.statusCode).toBe(200)
    // Cal is the 2nd child now, at the 10% he would have had when booked, not 50% nor nothing.
    expect(shown(done.json().booking.priceLines)).toEqual([
      ['Term price', 20_000],
      ['Term price', 20_000],
      ['Sibling discount (2nd child)', -2_000],
      ['Code THIRTY', -3_000],
    ])
    expect(done.json().refundCents).toBe(17_000)
    // Removed, the rule gives a new booking nothing.
    const kids = await Promise.all(
      ['Dee', 'Eli'].map((firstName) => world.child(firstName, birthDateAged(6), stranger.userId)),
    )
    const { termId } = await world.term('After the rule', weekly(12, 3), { priceCents: 20_000 })
    const enrolled = await world.enrol(termId, { childIds: kids }, stranger.cookie)
    expect(enrolled.statusCode).toBe(201)
    expect(enrolled.json().booking.totalAmountCents).toBe(40_000)
  })
})
