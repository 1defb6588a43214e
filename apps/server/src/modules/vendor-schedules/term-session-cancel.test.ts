import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY, HOUR } from '../../test/booking-world.ts'
import { birthDateAged, daysAfter, isoDay } from '../../test/calendar.ts'
import { refusedUnchanged } from '../../test/database-fingerprint.ts'
import { buildTermMoneyWorld } from '../../test/term-money-world.ts'
import { MAKE_UP_IN_PAST, REMEDY_NEEDED } from './session-cancel.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildTermMoneyWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildTermMoneyWorld(app, 'remedy')
})
afterAll(async () => {
  await app?.close()
})

const cancel = (
  sessionId: string,
  payload?: object,
  cookie: string | null = world.provider.cookie,
) =>
  app.inject({
    method: 'POST',
    url: `/api/vendor/schedules/${sessionId}/cancel`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  })

/** Sends a request and shows it was refused with `status` and `detail`, changing nothing. */
const refused = (request: () => ReturnType<typeof cancel>, status: number, detail?: unknown) =>
  refusedUnchanged({ db: world.db, request, status, detail })

/** Books and pays a drop-in of the session for a new child of the parent. */
const dropIn = async (sessionId: string, name: string) => {
  const child = await world.child(name, birthDateAged(6))
  const booked = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: world.parent.cookie },
    payload: { sessionId, childIds: [child], kind: 'drop_in' },
  })
  expect(booked.statusCode).toBe(201)
  return world.pay(booked.json().id)
}

/** Moves the term's first session, and the enrolments made so far, `days` into the past. */
const beganDaysAgo = async (termId: string, sessionId: string, days: number) => {
  const startsAt = new Date(Date.now() - days * DAY)
  await queryRows(
    world.db,
    sql`update activity_schedules set starts_at = ${startsAt}, ends_at = ${new Date(startsAt.getTime() + HOUR)}
      where id = ${sessionId}`,
  )
  await queryRows(
    world.db,
    sql`update bookings set covers_from = ${startsAt} where term_id = ${termId} and kind = 'term'`,
  )
}

describe("a provider cancelling one session of a term's", () => {
  it('refunds each enrolment its share, a late joiner too, and drop-ins in full, to the cent', async () => {
    const { termId, sessionIds } = await world.term('Refunded', [2.5, 3, 10, 17], {
      dropInPriceCents: 2_000,
      lateJoining: 'until_date',
      lateJoinUntil: isoDay(daysAfter(new Date(), 20)),
    })
    const [s0, , s2] = sessionIds as [string, string, string, string]
    const kids = [
      await world.child('Gus', birthDateAged(6)),
      await world.child('Hal', birthDateAged(7)),
    ]
    const juice = await world.extra(termId, 'Juice', 125, 'session')
    const early = await world.enrolled(termId, kids, { extraIds: [juice] })
    await world.pay(early)
    await beganDaysAgo(termId, s0, 4)
    // A late joiner: 3 of 4 sessions left, $135.00.
    const joiner = await world.child('Ida', birthDateAged(6), world.stranger.userId)
    const late = await world.pay(
      await world.enrolled(termId, [joiner], { cookie: world.stranger.cookie }),
      world.stranger.cookie,
    )
    const single = await dropIn(s2, 'Jon')
    const fees = {
      early: (await world.ledgerOf(early)).platform_fee ?? 0,
      late: (await world.ledgerOf(late)).platform_fee ?? 0,
      single: (await world.ledgerOf(single)).platform_fee ?? 0,
    }

    await refused(() => cancel(s2), 422, REMEDY_NEEDED)
    await refused(() => cancel(s2, { remedy: 'voucher' }), 400)
    await refused(() => cancel(s2, { remedy: 'refund' }, world.otherProvider.cookie), 404)
    await refused(() => cancel(s2, { remedy: 'refund' }, world.parent.cookie), 403)
    await refused(() => cancel(s2, { remedy: 'refund' }, null), 401)

    const response = await cancel(s2, { remedy: 'refund' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ cancelledBookings: 1, session: { isCancelled: true } })
    // $180 / 4 = $45.00 a child, and the juice for that session: 2 * 4500 + 2 * 125.
    const paidEarly = 36_000 + 2 * 4 * 125
    expect(await world.ledgerOf(early)).toEqual({
      payment: paidEarly,
      platform_fee: fees.early,
      refund: 9_250,
      fee_refund: Math.round((fees.early * 9_250) / paidEarly),
    })
    expect(await world.ledgerOf(late)).toEqual({
      payment: 13_500,
      platform_fee: fees.late,
      refund: 4_500,
      fee_refund: Math.round((fees.late * 4_500) / 13_500),
    })
    expect(await world.ledgerOf(single)).toEqual({
      payment: 2_000,
      platform_fee: fees.single,
      refund: 2_000,
      fee_refund: fees.single,
    })
    expect(await world.bookingRow(early)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'partially_refunded',
      refunded: 9_250,
    })
    expect(await world.bookingRow(single)).toMatchObject({ status: 'cancelled', refunded: 2_000 })
    const mail = await world.mailKeyed(`term-session-refunded:${s2}:${early}`)
    expect(mail?.subject).toMatch(/^Cancelled: Clay Course remedy on /)
    expect(mail?.body).toContain('Refund: $92.50, back to the card that paid.')
    expect((await world.mailKeyed(`term-session-refunded:${s2}:${late}`))?.body).toContain(
      'Refund: $45.00',
    )
    await refused(() => cancel(s2, { remedy: 'refund' }), 409, 'This session is already cancelled.')
  })

  it('adds a make-up session that exactly the enrolments which covered the cancelled one cover', async () => {
    const { termId, sessionIds } = await world.term('Made up', [1, 8, 15, 22], {
      dropInPriceCents: 2_000,
    })
    const [s0, s1, s2] = sessionIds as [string, string, string, string]
    const stays = await world.pay(
      await world.enrolled(termId, [await world.child('Kai', birthDateAged(6))]),
    )
    const leaverChild = await world.child('Lia', birthDateAged(6), world.stranger.userId)
    const leaves = await world.pay(
      await world.enrolled(termId, [leaverChild], { cookie: world.stranger.cookie }),
      world.stranger.cookie,
    )
    // The leaver withdraws: covered until the second session, which no longer counts them.
    const withdrawn = await app.inject({
      method: 'POST',
      url: `/api/bookings/${leaves}/cancel`,
      headers: { cookie: world.stranger.cookie },
    })
    expect(withdrawn.statusCode).toBe(200)
    expect(new Date((await world.bookingRow(leaves))?.coversUntil ?? 0)).toEqual(
      await world.startOf(s1),
    )
    const single = await dropIn(s0, 'Max')
    const ledgers = { stays: await world.ledgerOf(stays), leaves: await world.ledgerOf(leaves) }

    const yesterday = {
      remedy: 'make_up',
      date: isoDay(daysAfter(new Date(), -1)),
      startTime: '10:00',
    }
    await refused(() => cancel(s0, yesterday), 422, MAKE_UP_IN_PAST)

    // The first session, which both covered, made up a month away: after the leaver's end.
    const later = isoDay(daysAfter(new Date(), 30))
    const first = await cancel(s0, { remedy: 'make_up', date: later, startTime: '16:30' })
    expect(first.statusCode).toBe(200)
    expect(first.json().cancelledBookings).toBe(1)
    // The third session, which only the one who stays covered, made up before the leaver's end.
    const soon = isoDay(daysAfter(new Date(), 5))
    expect(
      (await cancel(s2, { remedy: 'make_up', date: soon, startTime: '16:30' })).statusCode,
    ).toBe(200)

    const makeUps = await queryRows<{
      makesUpFor: string
      minutes: number
      local: string
      taken: number
    }>(
      world.db,
      sql`select s.makes_up_for as "makesUpFor",
          (extract(epoch from s.ends_at - s.starts_at) / 60)::int as minutes,
          to_char(s.starts_at at time zone 'America/Chicago', 'YYYY-MM-DD HH24:MI') as local,
          session_places_taken(s) as taken
        from activity_schedules s where s.term_id = ${termId} and s.makes_up_for is not null
        order by s.starts_at desc`,
    )
    expect(makeUps).toEqual([
      { makesUpFor: s0, minutes: 60, local: `${later} 16:30`, taken: 2 },
      { makesUpFor: s2, minutes: 60, local: `${soon} 16:30`, taken: 1 },
    ])
    // The enrolments keep their money; the drop-in of the cancelled session is refunded in full.
    expect(await world.ledgerOf(stays)).toEqual(ledgers.stays)
    expect(await world.ledgerOf(leaves)).toEqual(ledgers.leaves)
    expect(await world.bookingRow(single)).toMatchObject({ status: 'cancelled', refunded: 2_000 })
    const mail = await world.mailKeyed(`term-session-made-up:${s0}:${stays}`)
    expect(mail?.body).toContain('A make-up session takes its place on ')
    expect(mail?.body).toContain('4:30 PM')
  })

  it('racing a family withdrawing, refunds each session once: all that was paid, whichever goes first', async () => {
    const { termId, sessionIds } = await world.term('Raced', [1, 4, 11, 18])
    const tom = await world.child('Tom', birthDateAged(6))
    const enrolment = await world.pay(await world.enrolled(termId, [tom]))
    const [cancelled, withdrawn] = await Promise.all([
      cancel(sessionIds[0] ?? '', { remedy: 'refund' }),
      app.inject({
        method: 'POST',
        url: `/api/bookings/${enrolment}/cancel`,
        headers: { cookie: world.parent.cookie },
      }),
    ])
    expect([cancelled.statusCode, withdrawn.statusCode]).toEqual([200, 200])
    // The first session's share by the provider, the three after it by the withdrawal (or, the
    // provider first, everything left by a cancellation now 48 hours ahead of the next session).
    const ledger = await world.ledgerOf(enrolment)
    expect(ledger.refund).toBe(18_000)
    expect(ledger.fee_refund).toBe(ledger.platform_fee)
  })
})
