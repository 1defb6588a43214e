import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activities, activitySchedules, bookings } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { HOUR } from '../../test/booking-world.ts'
import { payForBooking } from '../../test/pay.ts'
import { OFFER_RAN_OUT } from './offer-actions.ts'
import { fullSessionWorld } from './waitlist-world.ts'

let app: TestAppWithMail
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

const raiseCapacity = (activityId: string) =>
  app.database.db.update(activities).set({ capacity: 4 }).where(eq(activities.id, activityId))
const sweep = async () => {
  await app.jobs.send('waitlist-sweep', {})
  await app.jobs.runQueued()
}

const lapse = (bookingId: string) =>
  app.database.db
    .update(bookings)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(bookings.id, bookingId))

// Each test signs several families up and in (a deliberately slow password hash each): on a busy
// two-core machine that alone can approach the default time limit.
describe('offers', { timeout: 60_000 }, () => {
  it('offers a freed place to the first family in line alone, mails the link, and books it once paid', async () => {
    const world = await fullSessionWorld(app, 'first')
    const [a, b] = [await world.family(1), await world.family(1)]
    const entry = (await world.join(a)).json()
    await world.join(b)
    const before = (await app.deliveredMail()).length
    expect((await world.cancel(world.holders[1] ?? a)).statusCode).toBe(200)
    await app.jobs.runQueued()

    const [offered] = await world.entries(a)
    expect(offered).toMatchObject({ status: 'offered', position: 1 })
    const hours = (Date.parse(offered?.offer?.expiresAt ?? '') - Date.now()) / HOUR
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)
    expect(await world.entries(b)).toMatchObject([{ status: 'waiting', position: 2, offer: null }])
    const mail = (await app.deliveredMail())
      .slice(before)
      .find((m) => m.to.startsWith('first-family-3'))
    expect(mail?.subject).toMatch(/^A place is free for you: Kite Making first on /)
    expect(mail?.text).toContain(`/account/offers/${entry.id}`)

    // The place is held for them: nobody else can book it.
    const outsider = await world.family(1)
    const refused = await world.book(
      { sessionId: world.sessionId, childIds: outsider.childIds },
      outsider.cookie,
    )
    expect(refused.statusCode).toBe(409)

    const accepted = await world.inject('POST', `/api/waitlist/${entry.id}/accept`, a.cookie)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().checkoutUrl).toMatch(/\/checkout\/test\//)
    const bookingId = accepted.json().bookingId
    expect((await payForBooking(app, { bookingId, cookie: a.cookie })).statusCode).toBe(200)
    expect(await world.entries(a)).toMatchObject([{ status: 'booked', position: null }])
    expect(await world.bookingsOf(a)).toMatchObject([
      {
        id: bookingId,
        status: 'confirmed',
        // The offer's lines: each child's place at the session's price.
        priceLines: [{ kind: 'base', label: 'Session' }],
      },
    ])
  })

  it('skips a group too big for the free places, which keeps its place in line', async () => {
    const world = await fullSessionWorld(app, 'group')
    const [trio, single] = [await world.family(3), await world.family(1)]
    await world.join(trio)
    await world.join(single)
    await world.cancel(world.holders[0] ?? trio) // two places free
    await app.jobs.runQueued()
    expect(await world.entries(trio)).toMatchObject([{ status: 'waiting', position: 1 }])
    expect(await world.entries(single)).toMatchObject([{ status: 'offered', position: 2 }])
  })

  it('books a free activity’s offer at once, and “No thanks” passes an offer to the next family', async () => {
    const world = await fullSessionWorld(app, 'free', { priceCents: 0 })
    const [a, b, c] = [await world.family(1), await world.family(1), await world.family(1)]
    const entryA = (await world.join(a)).json()
    const entryB = (await world.join(b)).json()
    await world.join(c)
    await world.cancel(world.holders[1] ?? a)
    await app.jobs.runQueued()
    const declined = await world.inject('POST', `/api/waitlist/${entryA.id}/decline`, a.cookie)
    expect(declined.json()).toMatchObject({ status: 'declined', position: null, offer: null })
    await app.jobs.runQueued()
    const accepted = await world.inject('POST', `/api/waitlist/${entryB.id}/accept`, b.cookie)
    expect(accepted.json()).toMatchObject({ checkoutUrl: null })
    expect(await world.bookingsOf(b)).toMatchObject([{ status: 'confirmed' }])
    expect(await world.entries(c)).toMatchObject([{ status: 'waiting', position: 1 }])
  })

  it('refuses an offer that ran out with a clear message, passes it on, and tells the family', async () => {
    const world = await fullSessionWorld(app, 'lapse')
    const [a, b] = [await world.family(1), await world.family(1)]
    const entry = (await world.join(a)).json()
    await world.join(b)
    await world.cancel(world.holders[1] ?? a)
    await app.jobs.runQueued()
    const [offered] = await world.entries(a)
    await lapse(offered?.offer?.bookingId ?? '')

    const late = await world.inject('POST', `/api/waitlist/${entry.id}/accept`, a.cookie)
    expect(late.statusCode).toBe(409)
    expect(late.json().detail).toBe(OFFER_RAN_OUT)
    const before = (await app.deliveredMail()).length
    await sweep()
    expect(await world.entries(a)).toMatchObject([{ status: 'expired', position: null }])
    expect(await world.entries(b)).toMatchObject([{ status: 'offered', position: 1 }])
    const mails = (await app.deliveredMail()).slice(before)
    expect(mails.filter((m) => m.subject.startsWith('Your offer has run out'))).toHaveLength(1)
    expect(mails.filter((m) => m.subject.startsWith('Places no longer held'))).toHaveLength(0)
  })

  it('offers places to everyone waiting when the provider takes the limit away', async () => {
    const world = await fullSessionWorld(app, 'limitless')
    const [a, b] = [await world.family(2), await world.family(1)]
    await world.join(a)
    await world.join(b)
    await app.database.db
      .update(activities)
      .set({ capacity: null })
      .where(eq(activities.id, world.activityId))
    await sweep()
    expect(await world.entries(a)).toMatchObject([{ status: 'offered', position: 1 }])
    expect(await world.entries(b)).toMatchObject([{ status: 'offered', position: 2 }])
  })

  it('closes the line of a cancelled session and tells the families waiting', async () => {
    const world = await fullSessionWorld(app, 'closed')
    const waiting = await world.family(1)
    await world.join(waiting)
    await app.database.db
      .update(activitySchedules)
      .set({ isCancelled: true })
      .where(eq(activitySchedules.id, world.sessionId))
    const before = (await app.deliveredMail()).length
    await sweep()
    await sweep()
    expect(await world.entries(waiting)).toMatchObject([{ status: 'closed', position: null }])
    const mails = (await app.deliveredMail()).slice(before)
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Cancelled: Kite Making closed on /),
    ])
  })

  it('leaving with an offer passes it on', async () => {
    const world = await fullSessionWorld(app, 'quit')
    const [a, b] = [await world.family(1), await world.family(1)]
    const entry = (await world.join(a)).json()
    await world.join(b)
    await world.cancel(world.holders[1] ?? a)
    await app.jobs.runQueued()
    expect((await world.inject('DELETE', `/api/waitlist/${entry.id}`, a.cookie)).statusCode).toBe(
      204,
    )
    await app.jobs.runQueued()
    expect(await world.entries(b)).toMatchObject([{ status: 'offered', position: 1 }])
    expect(await world.bookingsOf(a)).toMatchObject([{ status: 'cancelled' }])
  })

  it('shortens an offer to half the time left near the start, and makes none inside the cutoff', async () => {
    // Inside 48 hours nobody may cancel: the place comes free by a raised capacity, which the
    // minute's sweep notices.
    const near = await fullSessionWorld(app, 'near', { days: 0.5 }) // 12 hours away
    const waiting = await near.family(1)
    await near.join(waiting)
    await raiseCapacity(near.activityId)
    await sweep()
    const [offered] = await near.entries(waiting)
    const hours = (Date.parse(offered?.offer?.expiresAt ?? '') - Date.now()) / HOUR
    expect(hours).toBeGreaterThan(5.9)
    expect(hours).toBeLessThanOrEqual(6)

    const cutoff = await fullSessionWorld(app, 'cutoff', { days: 0.5 })
    const late = await cutoff.family(1)
    await cutoff.join(late)
    await app.database.db
      .update(activitySchedules)
      .set({
        startsAt: new Date(Date.now() + 1.5 * HOUR),
        endsAt: new Date(Date.now() + 2.5 * HOUR),
      })
      .where(eq(activitySchedules.id, cutoff.sessionId))
    await raiseCapacity(cutoff.activityId)
    await sweep()
    expect(await cutoff.entries(late)).toMatchObject([{ status: 'waiting', offer: null }])
    const pending = await app.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(sql`${bookings.scheduleId} = ${cutoff.sessionId} and ${bookings.status} = 'pending'`)
    expect(pending).toEqual([])
  })
})
