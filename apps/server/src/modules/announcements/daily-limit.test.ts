import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildAnnouncementWorld, DAY } from './announcement-world.ts'
import { sendAnnouncement } from './announcements-service.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildAnnouncementWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildAnnouncementWorld(app, 'limit')
})
afterAll(async () => {
  await app?.close()
})

const LIMIT_REFUSAL = 'You can send at most 10 messages per session a day.'

const bookedSession = async (startsAt?: Date) => {
  const sessionId = await world.session(startsAt)
  await world.book(sessionId, world.parent.userId, ['Ava'])
  return sessionId
}

describe('the daily limit', () => {
  it('takes 10 messages per session a day, counting those to the whole activity', async () => {
    const full = await bookedSession(new Date(Date.now() + 3 * DAY))
    const other = await bookedSession(new Date(Date.now() + 4 * DAY))
    const toActivity = await world.post(`activities/${world.activityId}`, { message: 'For all' })
    expect(toActivity.statusCode).toBe(201)
    for (let sent = 1; sent < 10; sent++) {
      const response = await world.post(`sessions/${full}`, { message: `Note ${sent}` })
      expect(response.statusCode).toBe(201)
    }
    const eleventh = await world.post(`sessions/${full}`, { message: 'One more' })
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.json().detail).toBe(LIMIT_REFUSAL)
    const wholeActivity = await world.post(`activities/${world.activityId}`, { message: 'All' })
    expect(wholeActivity.statusCode).toBe(429)
    expect((await world.post(`sessions/${other}`, { message: 'Still fine' })).statusCode).toBe(201)
    expect((await world.list(`sessions/${full}`)).json().items).toHaveLength(10)
  })

  it('stores exactly 10 of 12 messages sent at the same moment', async () => {
    const sessionId = await bookedSession(new Date(Date.now() + 5 * DAY))
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        world.post(`sessions/${sessionId}`, { message: `At once ${index}` }),
      ),
    )
    const codes = answers.map((answer) => answer.statusCode).sort()
    expect(codes).toEqual([...Array(10).fill(201), 429, 429])
    expect((await world.list(`sessions/${sessionId}`)).json().items).toHaveLength(10)
  })

  it('starts again at midnight at the venue, not in UTC', async () => {
    const sessionId = await bookedSession(new Date('2031-02-01T16:00:00Z'))
    const send = (now: Date) =>
      sendAnnouncement({
        db: app.database.db,
        notices: app.notices,
        vendorId: world.vendorId,
        authorId: world.owner.userId,
        target: { kind: 'session', sessionId },
        message: 'Late news',
        now,
      })
    // 23:30 on 9 January in Chicago, already 10 January in UTC.
    const lateEvening = new Date('2031-01-10T05:30:00Z')
    for (let sent = 0; sent < 10; sent++) await send(lateEvening)
    await expect(send(new Date('2031-01-10T05:59:00Z'))).rejects.toThrow(LIMIT_REFUSAL)
    // 00:30 on 10 January in Chicago: a new day at the venue, the same day in UTC.
    await expect(send(new Date('2031-01-10T06:30:00Z'))).resolves.toMatchObject({
      scheduleId: sessionId,
    })
  })
})
