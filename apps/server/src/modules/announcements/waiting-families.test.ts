import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { children } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { waitingFamily } from '../../test/waiting-families.ts'
import { buildAnnouncementWorld } from './announcement-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildAnnouncementWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildAnnouncementWorld(app, 'waiting')
})
afterAll(async () => {
  await app?.close()
})

const HOUR = 3_600_000

/** A signed-in parent of the world as a family with one child, to stand in a line. */
async function familyOf(parentId: string, firstName: string) {
  const [kid] = await app.database.db
    .insert(children)
    .values({ parentId, firstName, lastName: 'Family', birthDate: '2018-05-01' })
    .returning({ id: children.id, firstName: children.firstName, lastName: children.lastName })
  return { parentId, children: kid ? [kid] : [] }
}

const line = (sessionId: string, more: Partial<Parameters<typeof waitingFamily>[1]>) =>
  waitingFamily(app.database.db, {
    activityId: world.activityId,
    scheduleId: sessionId,
    children: 1,
    ...more,
  })

describe('a message to the families waiting for a session', () => {
  it('reaches the families in line only when asked, and mails those who want it', async () => {
    const sessionId = await world.session()
    const booked = await world.book(sessionId, world.owner.userId, ['Zoe'])
    const maya = await line(sessionId, { family: await familyOf(world.parent.userId, 'Ava') })
    const leo = await line(sessionId, { family: await familyOf(world.quiet.userId, 'Sam') })
    await line(sessionId, { status: 'left' })
    await line(sessionId, { offerEndsAt: new Date(Date.now() - HOUR) })

    const before = (await app.deliveredMail()).length
    const plain = await world.post(`sessions/${sessionId}`, { message: 'Doors open at 9.' })
    expect(plain.statusCode).toBe(201)
    expect(plain.json().waiting).toEqual([])
    expect((await app.deliveredMail()).slice(before)).toHaveLength(1)

    const middle = (await app.deliveredMail()).length
    const response = await world.post(`sessions/${sessionId}`, {
      message: 'A place may open up soon.',
      includeWaiting: true,
    })
    expect(response.statusCode).toBe(201)
    const sent = response.json()
    expect(sent.reached.map((r: { bookingId: string }) => r.bookingId)).toEqual([booked])
    // In line order; the family that left and the offer that ran out are not written to.
    expect(sent.waiting).toEqual([
      { entryId: maya.entryId, parentName: 'Maya Lopez', children: ['Ava'], mailed: true },
      { entryId: leo.entryId, parentName: 'Leo Quinn', children: ['Sam'], mailed: false },
    ])
    const mails = (await app.deliveredMail()).slice(middle)
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'maya-waiting@ann.example',
      'owner-waiting@ann.example',
    ])
    const toMaya = mails.find((mail) => mail.to === 'maya-waiting@ann.example')
    expect(toMaya?.subject).toBe('Message from Sunny Studio about Clay Club')
    expect(toMaya?.text).toContain('A place may open up soon.')
  })

  it('writes to a session nobody is booked into when families wait for it', async () => {
    const sessionId = await world.session()
    const empty = await world.post(`sessions/${sessionId}`, {
      message: 'Hello',
      includeWaiting: true,
    })
    expect(empty.statusCode).toBe(409)
    expect(empty.json().detail).toBe(
      'Nobody is booked into this session or waiting for a place yet, so there is nobody to write to.',
    )
    const waiting = await line(sessionId, { offerEndsAt: new Date(Date.now() + HOUR) })
    const refused = await world.post(`sessions/${sessionId}`, { message: 'Hello' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe(
      'Nobody is booked into this session yet, so there is nobody to write to.',
    )
    const response = await world.post(`sessions/${sessionId}`, {
      message: 'Hello',
      includeWaiting: true,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      reached: [],
      waiting: [{ entryId: waiting.entryId, parentName: 'Waiting Parent', mailed: true }],
    })
  })

  it('mails a family that is booked and waiting once', async () => {
    const sessionId = await world.session()
    await world.book(sessionId, world.parent.userId, ['Noah'])
    await line(sessionId, { family: await familyOf(world.parent.userId, 'Ava') })
    const before = (await app.deliveredMail()).length
    const response = await world.post(`sessions/${sessionId}`, {
      message: 'One mail each.',
      includeWaiting: true,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().waiting).toHaveLength(1)
    const mails = (await app.deliveredMail()).slice(before)
    expect(mails.map((mail) => mail.to)).toEqual(['maya-waiting@ann.example'])
  })

  it('reaches the waiting families of every upcoming session of the activity', async () => {
    const first = await world.session(new Date(Date.now() + 20 * 24 * HOUR))
    const second = await world.session(new Date(Date.now() + 21 * 24 * HOUR))
    const a = await line(first, {})
    const b = await line(second, {})
    const response = await world.post(`activities/${world.activityId}`, {
      message: 'New dates soon.',
      includeWaiting: true,
    })
    expect(response.statusCode).toBe(201)
    const entryIds = response.json().waiting.map((w: { entryId: string }) => w.entryId)
    expect(entryIds).toEqual(expect.arrayContaining([a.entryId, b.entryId]))
  })

  it('refuses another provider the waiting families too', async () => {
    const sessionId = await world.session()
    await line(sessionId, {})
    const theirs = await world.post(
      `sessions/${sessionId}`,
      { message: 'Hi', includeWaiting: true },
      world.other.cookie,
    )
    expect(theirs.statusCode).toBe(404)
  })
})
