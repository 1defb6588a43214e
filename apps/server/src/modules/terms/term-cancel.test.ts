import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY, HOUR } from '../../test/booking-world.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { databaseFingerprint, refusedUnchanged } from '../../test/database-fingerprint.ts'
import { buildTermMoneyWorld } from '../../test/term-money-world.ts'
import { TERM_CALLED_OFF } from '../bookings/index.ts'
import { TERM_ALREADY_CANCELLED } from './term-cancel.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildTermMoneyWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildTermMoneyWorld(app, 'called-off')
})
afterAll(async () => {
  await app?.close()
})

const cancel = (termId: string, cookie: string | null = world.provider.cookie) =>
  app.inject({
    method: 'POST',
    url: `/api/vendor/terms/${termId}/cancel`,
    ...(cookie ? { headers: { cookie } } : {}),
  })

/** Sends a request and shows it was refused with `status` and `detail`, changing nothing. */
const refused = (request: () => ReturnType<typeof cancel>, status: number, detail?: unknown) =>
  refusedUnchanged({ db: world.db, request, status, detail })

/** Moves the term's first sessions, and its enrolments' start, into the past: held already. */
const heldAlready = async (termId: string, sessionIds: string[]) => {
  for (const [index, sessionId] of sessionIds.entries()) {
    const startsAt = new Date(Date.now() - (10 - 7 * index) * DAY)
    await queryRows(
      world.db,
      sql`update activity_schedules set starts_at = ${startsAt}, ends_at = ${new Date(startsAt.getTime() + HOUR)}
        where id = ${sessionId}`,
    )
  }
  await queryRows(
    world.db,
    sql`update bookings set covers_from = (select min(starts_at) from activity_schedules where term_id = ${termId})
      where term_id = ${termId} and kind = 'term'`,
  )
}

describe('a provider calling off a term', () => {
  it('midway refunds the sessions not yet held with their extras, and drop-ins in full, to the cent', async () => {
    const { termId, sessionIds } = await world.term('Halted', [5, 6, 12, 19], {
      dropInPriceCents: 2_000,
    })
    const [s0, s1, s2, s3] = sessionIds as [string, string, string, string]
    const kids = [
      await world.child('Ned', birthDateAged(6)),
      await world.child('Ola', birthDateAged(7)),
    ]
    const extraIds = [
      await world.extra(termId, 'Milk', 125, 'session'),
      await world.extra(termId, 'Bag', 900, 'booking'),
    ]
    const enrolment = await world.enrolled(termId, kids, { extraIds })
    await world.pay(enrolment)
    const paid = 36_000 + 2 * 4 * 125 + 2 * 900
    const single = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: world.parent.cookie },
      payload: {
        sessionId: s3,
        childIds: [await world.child('Pia', birthDateAged(6))],
        kind: 'drop_in',
      },
    })
    expect(single.statusCode).toBe(201)
    const dropIn = await world.pay(single.json().id)
    await heldAlready(termId, [s0, s1])
    const fee = (await world.ledgerOf(enrolment)).platform_fee ?? 0

    await refused(() => cancel(termId, world.otherProvider.cookie), 404, 'Term not found')
    await refused(() => cancel(termId, world.parent.cookie), 403)
    await refused(() => cancel(termId, null), 401)

    const response = await cancel(termId)
    expect(response.statusCode).toBe(200)
    // Two of four sessions to come: $90.00 a child and their milk; the bags were used.
    const refund = 2 * 9_000 + 2 * 2 * 125
    expect(response.json()).toEqual({
      cancelledSessions: 2,
      refundedBookings: 2,
      refundedCents: refund + 2_000,
    })
    expect(await world.ledgerOf(enrolment)).toEqual({
      payment: paid,
      platform_fee: fee,
      refund,
      fee_refund: Math.round((fee * refund) / paid),
    })
    expect(await world.bookingRow(enrolment)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'partially_refunded',
      refunded: refund,
    })
    expect(await world.bookingRow(dropIn)).toMatchObject({ status: 'cancelled', refunded: 2_000 })
    const sessions = await queryRows<{ id: string; isCancelled: boolean }>(
      world.db,
      sql`select id, is_cancelled as "isCancelled" from activity_schedules where term_id = ${termId}`,
    )
    expect(Object.fromEntries(sessions.map((s) => [s.id, s.isCancelled]))).toEqual({
      [s0]: false,
      [s1]: false,
      [s2]: true,
      [s3]: true,
    })
    const mail = await world.mailKeyed(`term-cancelled:${termId}:${enrolment}`)
    expect(mail?.subject).toBe('Cancelled: Clay Course called-off, Halted')
    expect(mail?.body).toContain(
      `Refund: $${(refund / 100).toFixed(2)}, back to the card that paid.`,
    )

    await refused(() => cancel(termId), 409, TERM_ALREADY_CANCELLED)
  })

  it('before it starts refunds everything, cancels its enrolments, and is neither shown nor enrollable', async () => {
    const { termId } = await world.term('Never', [3, 10])
    const kit = await world.extra(termId, 'Kit', 900, 'booking')
    const quin = await world.child('Quin', birthDateAged(6))
    const enrolment = await world.enrolled(termId, [quin], { extraIds: [kit] })
    await world.pay(enrolment)
    const response = await cancel(termId)
    expect(response.json()).toEqual({
      cancelledSessions: 2,
      refundedBookings: 1,
      refundedCents: 18_900,
    })
    expect(await world.bookingRow(enrolment)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refunded: 18_900,
    })
    expect(await world.placesIn(termId)).toEqual([0, 0])

    const page = await app.inject({ method: 'GET', url: `/api/activities/${world.activityId}` })
    expect(page.json().terms.map((term: { id: string }) => term.id)).not.toContain(termId)
    const late = await world.child('Rex', birthDateAged(6))
    const before = await databaseFingerprint(world.db)
    const enrol = await world.enrol(termId, [late])
    expect(enrol.statusCode).toBe(409)
    expect(enrol.json().detail).toBe(TERM_CALLED_OFF)
    expect(await databaseFingerprint(world.db)).toEqual(before)
  })

  it('racing a family withdrawing, gives back exactly what was paid, once, whichever goes first', async () => {
    const { termId } = await world.term('Raced', [1, 4, 11, 18])
    const sam = await world.child('Sam', birthDateAged(6))
    const enrolment = await world.pay(await world.enrolled(termId, [sam]))
    const [withdrawn, calledOff] = await Promise.all([
      app.inject({
        method: 'POST',
        url: `/api/bookings/${enrolment}/cancel`,
        headers: { cookie: world.parent.cookie },
      }),
      cancel(termId),
    ])
    expect(calledOff.statusCode).toBe(200)
    // Withdrawn first, then the rest refunded by the term; or the term first, leaving nothing.
    expect([200, 409]).toContain(withdrawn.statusCode)
    const ledger = await world.ledgerOf(enrolment)
    expect(ledger.refund).toBe(18_000)
    expect(ledger.fee_refund).toBe(ledger.platform_fee)
    expect(await world.bookingRow(enrolment)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refunded: 18_000,
    })
  })
})
