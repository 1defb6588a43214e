import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activities } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { birthDateAged, daysAfter, isoDay } from '../../test/calendar.ts'
import { refusedUnchanged } from '../../test/database-fingerprint.ts'
import { buildEnrolmentWorld, weekly } from '../../test/enrolment-world.ts'
import { payForBooking } from '../../test/pay.ts'
import {
  TERM_LATE_JOINING_CLOSED,
  TERM_NO_LATE_JOINING,
  TERM_OVER,
} from './term-enrolment-inputs.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildEnrolmentWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildEnrolmentWorld(app, 'enrol')
})
afterAll(async () => {
  await app?.close()
})

/** Sends a request and shows it was refused with `status` and `detail`, changing nothing. */
const refused = (request: () => ReturnType<typeof world.enrol>, status: number, detail: unknown) =>
  refusedUnchanged({ db: world.db, request, status, detail })

describe('enrolling in a term', () => {
  it('books two children into every session with one booking, one hold and one payment', async () => {
    const { termId, sessionIds } = await world.term('Spring', weekly(3, 10), {
      capacity: 6,
      dropInPriceCents: 2_000,
    })
    const ada = await world.child('Ada', birthDateAged(6))
    const ben = await world.child('Ben', birthDateAged(7))
    const answer = await world.enrol(termId, [ada, ben])
    expect(answer.statusCode).toBe(201)
    const { booking, sessionCount, sessionsCovered } = answer.json()
    expect({ sessionCount, sessionsCovered }).toEqual({ sessionCount: 10, sessionsCovered: 10 })
    expect(booking).toMatchObject({
      status: 'pending',
      quantity: 2,
      totalAmountCents: 36_000,
      session: { id: sessionIds[0] },
    })
    expect(await world.placesIn(termId)).toEqual(Array(10).fill(2))

    const paid = await payForBooking(app, { bookingId: booking.id, cookie: world.parent.cookie })
    expect(paid.statusCode).toBe(200)
    const after = await app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      headers: { cookie: world.parent.cookie },
    })
    expect(after.json()).toMatchObject({ status: 'confirmed', paidAmountCents: 36_000 })

    // The catalogue and a drop-in to one of its sessions read the same places.
    const page = await app.inject({ method: 'GET', url: `/api/activities/${world.activityId}` })
    expect(page.json().terms[0].placesLeft).toBe(4)
    const single = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: world.parent.cookie },
      payload: { sessionId: sessionIds[4], childIds: [ada], kind: 'drop_in' },
    })
    expect(single.statusCode).toBe(409)
    expect(single.json().detail).toBe('Ada is already booked into this session.')
    await refused(() => world.enrol(termId, [ada]), 409, 'Ada is already enrolled in this term.')
  })

  it("charges a late joiner the sessions left's share of the term price, to the cent", async () => {
    // 7 of 10 sessions left of $100.05: 7003.5 cents, rounded half up to $70.04 a child.
    const { termId } = await world.term('Late', weekly(-20, 10), {
      priceCents: 10_005,
      lateJoining: 'until_date',
      lateJoinUntil: isoDay(daysAfter(new Date(), 30)),
    })
    // Nine today, but eight on the term's first session: the age rule reads that day.
    const cleo = await world.child('Cleo', isoDay(daysAfter(new Date(), 10 - 9 * 365.25)))
    const answer = await world.enrol(termId, [cleo])
    expect(answer.statusCode).toBe(201)
    expect(answer.json()).toMatchObject({
      sessionCount: 10,
      sessionsCovered: 7,
      booking: { totalAmountCents: 7_004, status: 'pending' },
    })
    expect(await world.placesIn(termId)).toEqual([0, 0, 0, 1, 1, 1, 1, 1, 1, 1])
  })

  it('confirms a free term at once', async () => {
    const { termId } = await world.term('Free', weekly(2, 3), { priceCents: 0 })
    const dora = await world.child('Dora', birthDateAged(5))
    const answer = await world.enrol(termId, [dora])
    expect(answer.statusCode).toBe(201)
    expect(answer.json().booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'none',
      totalAmountCents: 0,
    })
  })

  it('refuses with a sentence and changes nothing', async () => {
    const eli = await world.child('Eli', birthDateAged(6))
    const started = await world.term('Started', weekly(-7, 4))
    await refused(() => world.enrol(started.termId, [eli]), 409, TERM_NO_LATE_JOINING)
    const closed = await world.term('Closed', weekly(-14, 4), {
      lateJoining: 'until_date',
      lateJoinUntil: isoDay(daysAfter(new Date(), -2)),
    })
    await refused(() => world.enrol(closed.termId, [eli]), 409, TERM_LATE_JOINING_CLOSED)
    const over = await world.term('Over', [-9, -2])
    await refused(() => world.enrol(over.termId, [eli]), 409, TERM_OVER)

    const open = await world.term('Open', weekly(5, 4), { capacity: 1 })
    const finn = await world.child('Finn', birthDateAged(4))
    await refused(
      () => world.enrol(open.termId, [finn]),
      422,
      expect.stringMatching(/^Finn will be 4 on .+; this activity is for ages 5/),
    )
    const theirs = await world.child('Gus', birthDateAged(6), world.stranger.userId)
    await refused(() => world.enrol(open.termId, [theirs]), 404, 'Child not found')
    const hana = await world.child('Hana', birthDateAged(6))
    await refused(
      () => world.enrol(open.termId, [eli, hana]),
      409,
      'Only 1 place left in this term.',
    )
    await refused(
      () => world.enrol('00000000-0000-4000-8000-000000000000', [eli]),
      404,
      'This term is not available for enrolment.',
    )
    const visitor = await app.inject({
      method: 'POST',
      url: `/api/terms/${open.termId}/enrolments`,
      payload: { childIds: [eli] },
    })
    expect(visitor.statusCode).toBe(401)
  })

  it('refuses a term whose course is no longer public', async () => {
    const { termId } = await world.term('Hidden', weekly(4, 2))
    const ivy = await world.child('Ivy', birthDateAged(6))
    await world.db
      .update(activities)
      .set({ isActive: false })
      .where(eq(activities.id, world.activityId))
    await refused(
      () => world.enrol(termId, [ivy]),
      404,
      'This term is not available for enrolment.',
    )
  })
})
