import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { payForBooking } from '../../test/pay.ts'
import { TERM_SESSION_LINE } from './join-service.ts'
import { TERM_HAS_ROOM } from './term-join-service.ts'
import { buildTermLineWorld } from './term-line-world.ts'
import { offerTermPlaces } from './term-offer-service.ts'

const TERM_LINE_WAITS =
  'This term is full: families are waiting for places in its sessions, which are offered to them in turn.'

let app: TestAppWithMail
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const lapse = (bookingId: string) =>
  app.database.db
    .update(bookings)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(bookings.id, bookingId))
const sweep = async () => {
  await app.jobs.send('waitlist-sweep', {})
  await app.jobs.runQueued()
}

// Each test signs several families up and in: on a busy two-core machine that alone takes a while.
describe("a term's waiting list", { timeout: 60_000 }, () => {
  it('takes families in line only once the term is full, and keeps enrolments behind them', async () => {
    const world = await buildTermLineWorld(app, 'join')
    const early = await world.family()
    const roomy = await world.join(early)
    expect(roomy.statusCode).toBe(409)
    expect(roomy.json().detail).toBe(TERM_HAS_ROOM)

    const [first, second] = [await world.family(), await world.family()]
    await world.enrolAndPay(first)
    await world.enrolAndPay(second)
    const [waiting, behind] = [await world.family(), await world.family()]
    const joined = await world.join(waiting)
    expect(joined.statusCode).toBe(201)
    expect(joined.json()).toMatchObject({
      status: 'waiting',
      position: 1,
      term: { id: world.termId, name: 'Spring' },
      session: { id: world.sessionIds[0] },
      offer: null,
    })
    expect((await world.join(behind)).json()).toMatchObject({ position: 2 })

    const again = await world.join(waiting)
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe("Kid4A is already on this term's waiting list.")
    const enrolled = await world.join(first)
    expect(enrolled.json().detail).toBe("Kid2A already has a place in this term's sessions.")
    const sessionLine = await world.send('POST', '/api/waitlist', behind, {
      sessionId: world.sessionIds[1],
      childIds: behind.childIds,
    })
    expect(sessionLine.statusCode).toBe(409)
    expect(sessionLine.json().detail).toBe(TERM_SESSION_LINE)
    const newcomer = await world.enrol(await world.family())
    expect(newcomer.statusCode).toBe(409)
    expect(newcomer.json().detail).toBe(TERM_LINE_WAITS)

    // Leaving moves the next family up.
    const [entry] = await world.entries(waiting)
    expect((await world.send('DELETE', `/api/waitlist/${entry?.id}`, waiting)).statusCode).toBe(204)
    expect(await world.entries(behind)).toMatchObject([{ status: 'waiting', position: 1 }])
  })

  it('offers the whole term to the first family when a place frees in every session, holds it from the public, and passes it on when the offer runs out', async () => {
    const world = await buildTermLineWorld(app, 'offer')
    const [first, second] = [await world.family(), await world.family()]
    const firstEnrolment = await world.enrolAndPay(first)
    await world.enrolAndPay(second)
    const [waiting, behind] = [await world.family(), await world.family()]
    await world.join(waiting)
    await world.join(behind)
    expect(await world.placesIn()).toEqual([2, 2, 2, 2])

    // A family cancels its enrolment: its place in each of the four sessions comes free.
    const cancelled = await world.send('POST', `/api/bookings/${firstEnrolment}/cancel`, first)
    expect(cancelled.statusCode).toBe(200)
    await app.jobs.runQueued()
    const [offered] = await world.entries(waiting)
    expect(offered).toMatchObject({
      status: 'offered',
      position: 1,
      term: { name: 'Spring' },
      offer: { totalAmountCents: 18_000 },
    })
    expect(await world.entries(behind)).toMatchObject([{ status: 'waiting', position: 2 }])
    // The offer holds the places: the public sees none, and nobody else gets them.
    expect(await world.placesIn()).toEqual([2, 2, 2, 2])
    expect(await world.publicPlacesLeft()).toEqual([0])
    expect((await world.enrol(await world.family())).statusCode).toBe(409)
    const offerBooking = await world.send('GET', '/api/bookings', waiting)
    expect(offerBooking.json().items).toMatchObject([
      {
        id: offered?.offer?.bookingId,
        kind: 'term',
        status: 'pending',
        // An offer is held at the term's price, its lines written as any booking's.
        priceLines: [{ kind: 'base', label: 'Term price', amountCents: 18_000 }],
      },
    ])

    // The offer runs out: the places pass to the next family, who takes them and pays.
    await lapse(offered?.offer?.bookingId ?? '')
    await sweep()
    expect(await world.entries(waiting)).toMatchObject([{ status: 'expired', position: null }])
    const [next] = await world.entries(behind)
    expect(next).toMatchObject({ status: 'offered', position: 1 })
    const accepted = await world.send('POST', `/api/waitlist/${next?.id}/accept`, behind)
    expect(accepted.statusCode).toBe(200)
    const bookingId = accepted.json().bookingId
    expect((await payForBooking(app, { bookingId, cookie: behind.cookie })).statusCode).toBe(200)
    expect(await world.entries(behind)).toMatchObject([{ status: 'booked' }])
    expect(await world.placesIn()).toEqual([2, 2, 2, 2])
  })

  it('frees the places when the last offer runs out with nobody else waiting', async () => {
    const world = await buildTermLineWorld(app, 'expiry')
    const [first, second] = [await world.family(), await world.family()]
    const firstEnrolment = await world.enrolAndPay(first)
    await world.enrolAndPay(second)
    const waiting = await world.family()
    await world.join(waiting)
    await world.send('POST', `/api/bookings/${firstEnrolment}/cancel`, first)
    await app.jobs.runQueued()
    const [offered] = await world.entries(waiting)
    expect(offered?.status).toBe('offered')

    await lapse(offered?.offer?.bookingId ?? '')
    expect(await world.placesIn()).toEqual([1, 1, 1, 1])
    await sweep()
    expect(await world.entries(waiting)).toMatchObject([{ status: 'expired' }])
    expect(await world.publicPlacesLeft()).toEqual([1])
    expect((await world.enrol(await world.family())).statusCode).toBe(201)
  })

  it('makes one offer when two runs work the line at once', async () => {
    const world = await buildTermLineWorld(app, 'race')
    const [first, second] = [await world.family(), await world.family()]
    const firstEnrolment = await world.enrolAndPay(first)
    await world.enrolAndPay(second)
    const [waiting, behind] = [await world.family(), await world.family()]
    await world.join(waiting)
    await world.join(behind)
    await world.send('POST', `/api/bookings/${firstEnrolment}/cancel`, first)
    const context = {
      db: app.database.db,
      outbox: app.outbox,
      publicUrl: 'http://localhost',
      offerHours: 24,
      cutoffHours: 2,
      termId: world.termId,
    }
    const made = await Promise.all([
      offerTermPlaces(context),
      offerTermPlaces(context),
      app.jobs.runQueued(),
    ])
    expect(made[0] + made[1]).toBeLessThanOrEqual(1)
    expect(await world.entries(waiting)).toMatchObject([{ status: 'offered' }])
    expect(await world.entries(behind)).toMatchObject([{ status: 'waiting', position: 2 }])
    expect(await world.placesIn()).toEqual([2, 2, 2, 2])
  })

  it("books a free term's offer as soon as the family takes it", async () => {
    const world = await buildTermLineWorld(app, 'free', { priceCents: 0 })
    const [first, second] = [await world.family(), await world.family()]
    const firstEnrolment = await world.enrolAndPay(first)
    await world.enrolAndPay(second)
    const waiting = await world.family(1)
    await world.join(waiting)
    await world.send('POST', `/api/bookings/${firstEnrolment}/cancel`, first)
    await app.jobs.runQueued()
    const [offered] = await world.entries(waiting)
    expect(offered).toMatchObject({ status: 'offered', offer: { totalAmountCents: 0 } })
    const accepted = await world.send('POST', `/api/waitlist/${offered?.id}/accept`, waiting)
    expect(accepted.json()).toMatchObject({ checkoutUrl: null })
    expect(await world.entries(waiting)).toMatchObject([{ status: 'booked' }])
    const booked = await world.send('GET', '/api/bookings', waiting)
    expect(booked.json().items).toMatchObject([
      { kind: 'term', status: 'confirmed', paymentStatus: 'none' },
    ])
  })
})
