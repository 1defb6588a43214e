import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY, HOUR } from '../../test/booking-world.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { fullSessionWorld } from './waitlist-world.ts'

let app: TestAppWithMail
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

// Each test signs several families up and in (a deliberately slow password hash each).
describe('joining a waiting list', { timeout: 60_000 }, () => {
  it('queues families in join order, siblings as one entry, and shows each family its place', async () => {
    const world = await fullSessionWorld(app, 'order')
    const [siblings, single] = [await world.family(2), await world.family(1)]
    const first = await world.join(siblings)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ status: 'waiting', position: 1, quantity: 2, offer: null })
    expect(first.json().participants).toHaveLength(2)
    const second = await world.join(single)
    expect(second.json()).toMatchObject({ status: 'waiting', position: 2, quantity: 1 })
    expect(await world.entries(single)).toMatchObject([{ id: second.json().id, position: 2 }])

    // Nobody else may see, or take, places while families wait.
    const detail = await world.inject('GET', `/api/activities/${world.activityId}`)
    const session = detail
      .json()
      .upcomingSessions.find((s: { id: string }) => s.id === world.sessionId)
    expect(session.spotsLeft).toBe(0)
  })

  it('refuses a session with room, a child already booked or in line, a child of the wrong age, and a session about to start', async () => {
    const world = await fullSessionWorld(app, 'rules')
    const holder = world.holders[1]
    if (!holder) throw new Error('no holder')
    const booked = await world.join(holder)
    expect(booked.statusCode).toBe(409)
    expect(booked.json().detail).toMatch(/already has a place in this session\.$/)

    const waiting = await world.family(1)
    expect((await world.join(waiting)).statusCode).toBe(201)
    const again = await world.join(waiting)
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toMatch(/is already on this session's waiting list\.$/)

    const toddler = await world.family(0)
    const tooYoung = await world.child('Tiny', birthDateAged(2), toddler.userId)
    const young = await world.join({ ...toddler, childIds: [tooYoung] })
    expect(young.statusCode).toBe(422)
    expect(young.json().detail).toMatch(/^Tiny will be 2 on .+; this activity is for ages 5-8\.$/)

    const roomy = await world.session(new Date(Date.now() + 12 * DAY))
    const room = await world.inject('POST', '/api/waitlist', waiting.cookie, {
      sessionId: roomy,
      childIds: waiting.childIds,
    })
    expect(room.statusCode).toBe(409)
    expect(room.json().detail).toBe(
      'This session still has room for your children: book it instead.',
    )

    const soon = await world.session(new Date(Date.now() + HOUR))
    const late = await world.inject('POST', '/api/waitlist', waiting.cookie, {
      sessionId: soon,
      childIds: waiting.childIds,
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().detail).toBe(
      'This session starts in less than 2 hours, so no places will be offered from its waiting list.',
    )
  })

  it('keeps entries to their family: a visitor is refused, a stranger sees nothing and cannot use another family’s child', async () => {
    const world = await fullSessionWorld(app, 'owner')
    const waiting = await world.family(1)
    const entry = (await world.join(waiting)).json()
    expect((await world.inject('GET', '/api/waitlist')).statusCode).toBe(401)
    expect((await world.join({ cookie: '', childIds: waiting.childIds })).statusCode).toBe(401)
    const stranger = world.stranger
    expect(
      (await world.inject('GET', `/api/waitlist/${entry.id}`, stranger.cookie)).statusCode,
    ).toBe(404)
    expect(
      (await world.inject('DELETE', `/api/waitlist/${entry.id}`, stranger.cookie)).statusCode,
    ).toBe(404)
    expect(
      (await world.inject('POST', `/api/waitlist/${entry.id}/accept`, stranger.cookie)).statusCode,
    ).toBe(404)
    const borrowed = await world.join({ cookie: stranger.cookie, childIds: waiting.childIds })
    expect(borrowed.statusCode).toBe(404)
    expect(borrowed.json().detail).toBe('Child not found')
    const bad = await world.inject('POST', '/api/waitlist', waiting.cookie, {
      sessionId: 'x',
      childIds: [],
    })
    expect(bad.statusCode).toBe(400)
  })

  it('lets a family leave: the entry is out of line and the others move up', async () => {
    const world = await fullSessionWorld(app, 'leave')
    const [a, b] = [await world.family(1), await world.family(1)]
    const first = (await world.join(a)).json()
    await world.join(b)
    expect((await world.inject('DELETE', `/api/waitlist/${first.id}`, a.cookie)).statusCode).toBe(
      204,
    )
    expect(await world.entries(a)).toMatchObject([{ status: 'left', position: null }])
    expect(await world.entries(b)).toMatchObject([{ status: 'waiting', position: 1 }])
    const twice = await world.inject('DELETE', `/api/waitlist/${first.id}`, a.cookie)
    expect(twice.statusCode).toBe(409)
  })
})
