import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, children } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY } from '../../test/booking-world.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { buildTermWorld } from '../../test/terms-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildTermWorld>>
let courseId: string
let termId: string
let childIds: string[]
const starts = [2, 9, 16].map((days) => new Date(Date.now() + days * DAY))
const sessions: string[] = []

/** A term enrolment written as the bookings module writes one: the term from `from` on. */
const enrolment = (quantity: number, from: number, until?: number) =>
  world.db.insert(bookings).values({
    activityId: courseId,
    scheduleId: sessions[from] ?? '',
    customerId: world.parent.userId,
    kind: 'term',
    termId,
    coversFrom: starts[from],
    coversUntil: until === undefined ? null : starts[until],
    termPriceCents: 0,
    termSessionCount: starts.length,
    quantity,
    status: 'confirmed',
  })
const booked = async () => {
  const response = await app.inject({ method: 'GET', url: `/api/activities/${courseId}` })
  return {
    spotsLeft: response.json().upcomingSessions.map((s: { spotsLeft: number }) => s.spotsLeft),
    placesLeft: response.json().terms[0].placesLeft,
  }
}

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildTermWorld(app, 'places')
  courseId = await world.catalog.activity({
    vendor: world.own,
    title: 'Pottery Term',
    type: 'course',
    capacity: 6,
    priceCents: 0,
  })
  for (const startsAt of starts) sessions.push(await world.session(courseId, startsAt))
  const response = await world.send('POST', '/api/vendor/terms', {
    activityId: courseId,
    name: 'Autumn',
    priceCents: 9_000,
    dropInPriceCents: 0,
    capacity: 3,
    sessions: { from: 'sessions', sessionIds: sessions },
  })
  termId = response.json().id
  const kids = await world.db
    .insert(children)
    .values(
      ['Ada', 'Ben'].map((firstName) => ({
        parentId: world.parent.userId,
        firstName,
        lastName: 'Places',
        birthDate: birthDateAged(8),
      })),
    )
    .returning({ id: children.id })
  childIds = kids.map((kid) => kid.id)
})
afterAll(async () => {
  await app?.close()
})

describe("a term session's places", () => {
  it('name their term on the public page, so the one-at-a-time booking card can leave them out', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/activities/${courseId}` })
    const upcoming: { id: string; termId: string | null }[] = response.json().upcomingSessions
    expect(upcoming.map((session) => session.id)).toEqual(sessions)
    expect(upcoming.every((session) => session.termId === termId)).toBe(true)
  })

  it('count the enrolments covering it, and a drop-in meets the term capacity', async () => {
    await enrolment(2, 1)
    await enrolment(1, 0, 2)
    expect(await booked()).toEqual({ spotsLeft: [2, 0, 1], placesLeft: 0 })

    const book = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: world.parent.cookie },
      payload: { sessionId: sessions[2], childIds, kind: 'drop_in' },
    })
    expect(book.statusCode).toBe(409)
    expect(book.json().detail).toBe('Only 1 place left in this session.')
    const already = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: world.parent.cookie },
      payload: { sessionId: sessions[0], childIds: [childIds[0]], kind: 'drop_in' },
    })
    expect(already.statusCode).toBe(201)
  })

  it('keep the term capacity from dropping below them', async () => {
    await world.refused(
      () => world.send('PATCH', `/api/vendor/terms/${termId}`, { capacity: 2 }),
      409,
      '3 places are already taken in a session of this term; its places cannot be fewer than 3.',
    )
    await world.refused(
      () => world.send('DELETE', `/api/vendor/terms/${termId}`),
      409,
      'Families have booked this term, so its sessions can no longer be changed and it cannot be deleted. Its prices and rules can still change, for new bookings.',
    )
  })
})
