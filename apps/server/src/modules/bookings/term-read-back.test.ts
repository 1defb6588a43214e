import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, mailOutbox } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY } from '../../test/booking-world.ts'
import { birthDateAged, daysAfter, isoDay } from '../../test/calendar.ts'
import { buildEnrolmentWorld } from '../../test/enrolment-world.ts'
import { payForBooking } from '../../test/pay.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildEnrolmentWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildEnrolmentWorld(app, 'read')
})
afterAll(async () => {
  await app?.close()
})

const myBookings = async (when: 'upcoming' | 'past') => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/bookings?when=${when}&limit=100`,
    headers: { cookie: world.parent.cookie },
  })
  expect(response.statusCode).toBe(200)
  return response.json().items as Array<Record<string, unknown> & { id: string }>
}
const myBooking = async (bookingId: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/bookings/${bookingId}`,
    headers: { cookie: world.parent.cookie },
  })
  expect(response.statusCode).toBe(200)
  return response.json()
}
/** Enrols `childIds` in the term and pays, returning the booking's id. */
const enrolAndPay = async (termId: string, childIds: string[]) => {
  const answer = await world.enrol(termId, childIds)
  expect(answer.statusCode).toBe(201)
  const bookingId: string = answer.json().booking.id
  expect((await payForBooking(app, { bookingId, cookie: world.parent.cookie })).statusCode).toBe(
    200,
  )
  return bookingId
}

const confirmation = async (bookingId: string) => {
  const [mail] = await world.db
    .select({ subject: mailOutbox.subject, body: mailOutbox.body })
    .from(mailOutbox)
    .where(eq(mailOutbox.key, `booking-confirmed:${bookingId}:family`))
  return mail
}

describe('a term enrolment read back by the family', () => {
  it('is one booking with its term, every session it covers and a full refund while 48 hours ahead', async () => {
    const { termId, sessionIds } = await world.term('Autumn', [3, 10, 17, 24])
    const ivy = await world.child('Ivy', birthDateAged(6))
    const bookingId = await enrolAndPay(termId, [ivy])

    const listed = (await myBookings('upcoming')).filter((booking) => booking.id === bookingId)
    expect(listed).toHaveLength(1)
    const booking = await myBooking(bookingId)
    expect(booking).toMatchObject({
      kind: 'term',
      term: { id: termId, name: 'Autumn', isCamp: false },
      session: { id: sessionIds[0] },
      extras: [],
      canCancel: true,
      cancellation: { rule: 'full', refundCents: 18_000, sessionsRefunded: null },
      restOfTerm: null,
    })
    expect(booking.sessions.map((session: { id: string }) => session.id)).toEqual(sessionIds)

    // The confirmation names the term and lists its sessions.
    const mail = await confirmation(bookingId)
    expect(mail?.subject).toMatch(/^Enrolled: Clay Course read, Autumn, from /)
    expect(mail?.body).toContain('4 sessions:')
    // One line per session; the price lines below them carry amounts.
    expect(mail?.body.match(/^- [^$\n]*$/gm)).toHaveLength(4)

    // Its calendar file holds every session, one event each.
    const file = await app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}/calendar.ics`,
      headers: { cookie: world.parent.cookie },
    })
    expect(file.statusCode).toBe(200)
    const unfolded = file.body.replace(/\r\n /g, '')
    expect(unfolded.match(/BEGIN:VEVENT/g) ?? []).toHaveLength(4)
    expect(unfolded).toContain(`UID:${bookingId}-${sessionIds[3]}@activities-for-children`)
    expect(unfolded).toContain('SUMMARY:Clay Course read\\, Autumn (Clay Club read)')
  })

  it('quotes a withdrawal after the start by the term rule: the sessions more than 48 hours ahead, or nothing', async () => {
    // $180 over 4 sessions; the first is a day away, so three are refundable: $135.00.
    const proRata = await world.term('Pro rata', [1, 4, 11, 18])
    const jay = await world.child('Jay', birthDateAged(6))
    const proRataId = await enrolAndPay(proRata.termId, [jay])
    expect((await myBooking(proRataId)).cancellation).toEqual({
      rule: 'pro_rata',
      refundCents: 13_500,
      sessionsRefunded: 3,
    })

    const strict = await world.term('Strict', [1, 4, 11, 18], {
      withdrawal: 'no_refund_after_start',
    })
    const kim = await world.child('Kim', birthDateAged(6))
    const strictId = await enrolAndPay(strict.termId, [kim])
    expect(await myBooking(strictId)).toMatchObject({
      canCancel: true,
      cancellation: { rule: 'no_refund_after_start', refundCents: 0, sessionsRefunded: 0 },
    })
  })

  it('stays among upcoming bookings until its last session, though its first is over', async () => {
    const { termId, sessionIds } = await world.term('Running', [-8, -1, 6])
    const startsAt = new Date(Date.now() - 8 * DAY)
    const [row] = await world.db
      .insert(bookings)
      .values({
        activityId: world.activityId,
        scheduleId: sessionIds[0] ?? '',
        customerId: world.parent.userId,
        kind: 'term',
        termId,
        coversFrom: startsAt,
        termPriceCents: 0,
        termSessionCount: 3,
        status: 'confirmed',
      })
      .returning({ id: bookings.id })
    const bookingId = row?.id ?? ''
    expect((await myBookings('upcoming')).map((booking) => booking.id)).toContain(bookingId)
    expect((await myBookings('past')).map((booking) => booking.id)).not.toContain(bookingId)
  })
})

describe('a trial class read back by the family', () => {
  const tryClass = async (sessionId: string, childId: string) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: world.parent.cookie },
      payload: { sessionId, childIds: [childId], kind: 'trial' },
    })
    expect(answer.statusCode).toBe(201)
    const bookingId: string = answer.json().id
    expect((await payForBooking(app, { bookingId, cookie: world.parent.cookie })).statusCode).toBe(
      200,
    )
    return bookingId
  }

  it('offers the rest of the term, priced as a late join less the trial', async () => {
    // The trial is the first of four $180 sessions; the three after it are $135.00, less $15.
    const { termId, sessionIds } = await world.term('Try me', [3, 10, 17, 24], {
      trialPriceCents: 1_500,
    })
    const max = await world.child('Max', birthDateAged(6))
    const bookingId = await tryClass(sessionIds[0] ?? '', max)
    expect((await myBooking(bookingId)).restOfTerm).toEqual({
      termId,
      termName: 'Try me',
      childId: max,
      childFirstName: 'Max',
      sessionsLeft: 3,
      sessionCount: 4,
      priceCents: 12_000,
    })
  })

  it('offers nothing once the term takes no more families', async () => {
    const { sessionIds } = await world.term('Begun', [-7, 3, 10], {
      trialPriceCents: 1_500,
      lateJoining: 'until_date',
      lateJoinUntil: isoDay(daysAfter(new Date(), -3)),
    })
    const noa = await world.child('Noa', birthDateAged(6))
    const bookingId = await tryClass(sessionIds[1] ?? '', noa)
    expect(await myBooking(bookingId)).toMatchObject({ kind: 'trial', restOfTerm: null })
  })
})
