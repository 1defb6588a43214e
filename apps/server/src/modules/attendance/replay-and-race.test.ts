import { count, eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { attendanceActions, mailOutbox } from '../../db/schema/index.ts'
import { chicagoDay, minutesFromNow, useAttendanceWorld } from './attendance-world.ts'

const world = useAttendanceWorld('replay')

const actionsOf = async (sessionId: string) =>
  Number(
    (
      await world.db
        .select({ n: count() })
        .from(attendanceActions)
        .where(eq(attendanceActions.scheduleId, sessionId))
    )[0]?.n,
  )

describe('two phones and a bad signal', () => {
  it('lets one of several phones checking out the same child at once win; the other gets the conflict', async () => {
    const sessionId = await world.session(-10)
    const maya = await world.book(sessionId, world.maya)
    await world.act({ kind: 'check_in', key: world.key(), sessionId, participantId: maya })
    const out = (collectedBy: string) =>
      world.act({
        kind: 'check_out',
        key: world.key(),
        sessionId,
        participantId: maya,
        collectedBy,
      })
    const answers = await Promise.all([
      out('Dan Lopez'),
      out('Test Person'),
      out('Dan Lopez'),
      out('Test Person'),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409])
    const lost = answers.find((answer) => answer.statusCode === 409)
    expect(lost?.json().detail).toMatch(
      /^Maya was already checked out by Sunny Studio replay, collected by (Dan Lopez|Test Person)\.$|^Someone else recorded Maya's attendance at the same moment/,
    )
    expect(await actionsOf(sessionId)).toBe(2)
  })

  it('records a batch of offline check-ins once however many times it is sent', async () => {
    const sessionId = await world.session(-10)
    const kids = await Promise.all(['Ava', 'Ben', 'Cleo'].map((name) => world.child(name)))
    const participants = await Promise.all(kids.map((kid) => world.book(sessionId, kid)))
    const actions = participants.map((participantId) => ({
      kind: 'check_in',
      key: world.key(),
      sessionId,
      participantId,
      at: minutesFromNow(-3).toISOString(),
    }))
    const send = () =>
      world.app.inject({
        method: 'POST',
        url: '/api/vendor/attendance/batch',
        headers: { cookie: world.owner.cookie },
        payload: { actions },
      })
    const first = await send()
    expect(first.statusCode).toBe(200)
    expect(first.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'recorded',
      'recorded',
      'recorded',
    ])
    const [second, third] = await Promise.all([send(), send()])
    for (const answer of [second, third]) {
      expect(answer.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
        'replayed',
        'replayed',
        'replayed',
      ])
    }
    expect(await actionsOf(sessionId)).toBe(3)
    const [row] = await world.db
      .select()
      .from(attendanceActions)
      .where(eq(attendanceActions.idempotencyKey, actions[0]?.key ?? ''))
    expect(row?.occurredAt.toISOString()).toBe(actions[0]?.at)
  })

  it('keeps the server’s later action when a queued one arrives after it, and says so', async () => {
    const sessionId = await world.session(-10)
    const leo = await world.book(sessionId, world.leo)
    await world.act({ kind: 'check_in', key: world.key(), sessionId, participantId: leo })
    await world.act({
      kind: 'check_out',
      key: world.key(),
      sessionId,
      participantId: leo,
      collectedBy: 'Test Person',
    })
    const queued = await world.app.inject({
      method: 'POST',
      url: '/api/vendor/attendance/batch',
      headers: { cookie: world.owner.cookie },
      payload: {
        actions: [
          {
            kind: 'check_out',
            key: world.key(),
            sessionId,
            participantId: leo,
            collectedBy: 'Test Person',
          },
        ],
      },
    })
    expect(queued.json().results[0]).toMatchObject({
      outcome: 'conflict',
      detail: 'Leo was already checked out by Sunny Studio replay, collected by Test Person.',
      state: { state: 'checked_out' },
    })
    expect(await actionsOf(sessionId)).toBe(2)
  })
})

describe('the Today screen and the figures', () => {
  it('loads a session of 30 children in one request, with counts, and mails a parent who asked', async () => {
    await world.app.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      headers: { cookie: world.parent.cookie },
      payload: { reminders: true, announcements: true, newsletter: false, attendance: true },
    })
    const sessionId = await world.session(-20)
    const kids = await Promise.all(Array.from({ length: 30 }, (_, i) => world.child(`Kid${i}`)))
    const participants = await Promise.all(kids.map((kid) => world.book(sessionId, kid)))
    for (const participantId of participants.slice(0, 3)) {
      await world.act({ kind: 'check_in', key: world.key(), sessionId, participantId })
    }
    await world.act({ kind: 'absent', key: world.key(), sessionId, participantId: participants[3] })
    await world.act({
      kind: 'check_out',
      key: world.key(),
      sessionId,
      participantId: participants[0],
      collectedBy: 'Test Person',
    })
    const today = await world.app.inject({
      method: 'GET',
      url: `/api/vendor/today?date=${chicagoDay(minutesFromNow(-20))}`,
      headers: { cookie: world.owner.cookie },
    })
    expect(today.statusCode).toBe(200)
    const session = today.json().sessions.find((s: { id: string }) => s.id === sessionId)
    expect(session.children).toHaveLength(30)
    expect(session.counts).toEqual({ expected: 30, arrived: 3, goneHome: 1, absent: 1 })
    expect(session).toMatchObject({ activityTitle: 'Pottery replay', timeZone: 'America/Chicago' })
    expect(session.children[0]).toMatchObject({ age: 7, answers: [] })

    const mails = await world.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(like(mailOutbox.key, 'attendance:%'))
    expect(mails.map((m) => m.subject)).toContain('Kid0 has arrived at Pottery replay')
    expect(mails.map((m) => m.subject)).toContain('Kid0 has been collected from Pottery replay')
    expect(mails).toHaveLength(4)

    const theirs = await world.app.inject({
      method: 'GET',
      url: `/api/vendor/today?date=${chicagoDay(minutesFromNow(-20))}`,
      headers: { cookie: world.other.cookie },
    })
    expect(theirs.json().sessions).toEqual([])
    const badDay = await world.app.inject({
      method: 'GET',
      url: '/api/vendor/today?date=yesterday',
      headers: { cookie: world.owner.cookie },
    })
    expect(badDay.statusCode).toBe(400)
  })
})
