import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attendanceActions } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { recordSharing } from '../children/index.ts'
import { buildAttendanceWorld } from './attendance-world.ts'
import { recordAttendance } from './record-action.ts'
import { getToday } from './today-service.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildAttendanceWorld>>
const MINUTE = 60_000

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildAttendanceWorld(app, 'rules')
})
afterAll(async () => {
  await app?.close()
})

const rowsFor = async (participantId: string) =>
  Number(
    (
      await app.database.db
        .select({ n: count() })
        .from(attendanceActions)
        .where(eq(attendanceActions.participantId, participantId))
    )[0]?.n,
  )

/** The service at a moment of the test's choosing: the clock moved forward. */
const actAt = (now: Date, action: Parameters<typeof recordAttendance>[0]['action']) =>
  recordAttendance({
    db: app.database.db,
    caller: world.caller,
    action,
    sharing: recordSharing(app.config),
    notices: app.notices,
    now,
  })

describe('check-in and check-out', () => {
  it('checks a child in with one action and out to a person on the record, each recorded with who and when', async () => {
    const sessionId = await world.session(-10)
    const maya = await world.book(sessionId, world.maya)
    const checkedIn = await world.act({
      kind: 'check_in',
      key: world.key(),
      sessionId,
      participantId: maya,
    })
    expect(checkedIn.statusCode).toBe(200)
    expect(checkedIn.json()).toMatchObject({
      state: 'checked_in',
      replayed: false,
      lastAction: { kind: 'check_in', byName: 'Sunny Studio rules' },
    })
    expect(checkedIn.json().lastAction.undoableUntil).not.toBeNull()

    const again = await world.act({
      kind: 'check_in',
      key: world.key(),
      sessionId,
      participantId: maya,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe('Maya is already checked in by Sunny Studio rules.')

    const out = await world.act({
      kind: 'check_out',
      key: world.key(),
      sessionId,
      participantId: maya,
      collectedBy: 'dan lopez',
    })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toMatchObject({
      state: 'checked_out',
      lastAction: { collectedBy: 'dan lopez' },
    })
    const [row] = await app.database.db
      .select()
      .from(attendanceActions)
      .where(eq(attendanceActions.participantId, maya))
      .orderBy(attendanceActions.seq)
    expect(row).toMatchObject({ kind: 'check_in', actorId: world.owner.userId, seq: 1 })
  })

  it('refuses someone not on the record with the number to call, and records nothing', async () => {
    const sessionId = await world.session(-10)
    const maya = await world.book(sessionId, world.maya)
    await world.act({ kind: 'check_in', key: world.key(), sessionId, participantId: maya })
    const stranger = await world.act({
      kind: 'check_out',
      key: world.key(),
      sessionId,
      participantId: maya,
      collectedBy: 'Someone else',
    })
    expect(stranger.statusCode).toBe(422)
    expect(stranger.json().detail).toBe(
      'Only the family or people they have authorised may collect Maya. Call the parent: 555-0100.',
    )
    expect(await rowsFor(maya)).toBe(1)
    // The parent who booked may always collect.
    const parent = await world.act({
      kind: 'check_out',
      key: world.key(),
      sessionId,
      participantId: maya,
      collectedBy: 'Test Person',
    })
    expect(parent.statusCode).toBe(200)
  })

  it('refuses a child not booked, a child not checked in, another provider and a visitor, changing nothing', async () => {
    const sessionId = await world.session(-10)
    const leo = await world.book(sessionId, world.leo)
    const elsewhere = await world.session(-10, 60, world.otherActivityId)
    const notHere = await world.book(elsewhere, world.maya)

    const notBooked = await world.act({
      kind: 'check_in',
      key: world.key(),
      sessionId,
      participantId: notHere,
    })
    expect(notBooked.statusCode).toBe(422)
    expect(notBooked.json().detail).toBe('This child is not booked on this session.')

    const notIn = await world.act({
      kind: 'check_out',
      key: world.key(),
      sessionId,
      participantId: leo,
      collectedBy: 'Test Person',
    })
    expect(notIn.statusCode).toBe(422)
    expect(notIn.json().detail).toBe('Leo is not checked in.')

    const theirs = await world.act({
      kind: 'check_in',
      key: world.key(),
      sessionId: elsewhere,
      participantId: notHere,
    })
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().detail).toBe('Session not found')
    const asOther = await world.act(
      { kind: 'check_in', key: world.key(), sessionId, participantId: leo },
      world.other.cookie,
    )
    expect(asOther.statusCode).toBe(404)
    const asParent = await world.act(
      { kind: 'check_in', key: world.key(), sessionId, participantId: leo },
      world.parent.cookie,
    )
    expect(asParent.statusCode).toBe(403)
    const visitor = await app.inject({ method: 'GET', url: '/api/vendor/today' })
    expect(visitor.statusCode).toBe(401)
    const badBody = await world.act({ kind: 'check_out', key: 'x', sessionId, participantId: leo })
    expect(badBody.statusCode).toBe(400)
    expect(await rowsFor(leo)).toBe(0)
    expect(await rowsFor(notHere)).toBe(0)
  })
})

describe('the pickup code', () => {
  it('is the family’s own, checked on the server, and five wrong codes lock the child’s check-out for ten minutes', async () => {
    const code = (
      await app.inject({
        method: 'GET',
        url: '/api/pickup-code',
        headers: { cookie: world.parent.cookie },
      })
    ).json().code
    expect(code).toMatch(/^\d{4}$/)
    const again = await app.inject({
      method: 'GET',
      url: '/api/pickup-code',
      headers: { cookie: world.parent.cookie },
    })
    expect(again.json().code).toBe(code)
    const wrong = code === '0000' ? '1111' : '0000'

    const settings = await app.inject({
      method: 'PUT',
      url: '/api/vendor/attendance/settings',
      headers: { cookie: world.owner.cookie },
      payload: { requirePickupCode: true },
    })
    expect(settings.json()).toEqual({ requirePickupCode: true })
    const sessionId = await world.session(-10)
    const leo = await world.book(sessionId, world.leo)
    await world.act({ kind: 'check_in', key: world.key(), sessionId, participantId: leo })
    const out = (pickupCode?: string) => ({
      kind: 'check_out' as const,
      key: world.key(),
      sessionId,
      participantId: leo,
      collectedBy: 'Test Person',
      ...(pickupCode ? { pickupCode } : {}),
    })

    const none = await world.act(out())
    expect(none.json().detail).toBe("Enter the family's pickup code.")
    const firstWrong = await world.act(out(wrong))
    expect(firstWrong.statusCode).toBe(422)
    expect(firstWrong.json().detail).toBe('That pickup code is wrong. 4 tries left.')
    for (let i = 0; i < 3; i++) await world.act(out(wrong))
    const fifth = await world.act(out(wrong))
    expect(fifth.json().detail).toBe(
      'That pickup code is wrong. Check-out for Leo is locked for 10 minutes.',
    )
    const locked = await world.act(out(code))
    expect(locked.statusCode).toBe(409)
    expect(locked.json().detail).toMatch(
      /^Check-out for Leo is locked after 5 wrong pickup codes\. Try again in 10 minutes\.$/,
    )
    expect(await rowsFor(leo)).toBe(1)

    const later = await actAt(new Date(Date.now() + 11 * MINUTE), out(code))
    expect(later.state).toBe('checked_out')
    await app.inject({
      method: 'PUT',
      url: '/api/vendor/attendance/settings',
      headers: { cookie: world.owner.cookie },
      payload: { requirePickupCode: false },
    })
  })
})

describe('absent, late pickup and undo on a moving clock', () => {
  it('marks a child absent only from fifteen minutes after the start', async () => {
    const sessionId = await world.session(-5)
    const leo = await world.book(sessionId, world.leo)
    const early = await world.act({
      kind: 'absent',
      key: world.key(),
      sessionId,
      participantId: leo,
    })
    expect(early.statusCode).toBe(422)
    expect(early.json().detail).toBe(
      'A child can be marked absent from 15 minutes after the start.',
    )
    const later = await actAt(new Date(Date.now() + 11 * MINUTE), {
      kind: 'absent',
      key: world.key(),
      sessionId,
      participantId: leo,
    })
    expect(later.state).toBe('absent')
  })

  it('flags a child still in fifteen minutes after the end as a late pickup, with the minutes, beside the answers marked for Today', async () => {
    const sessionId = await world.session(-30, 20)
    const maya = await world.book(sessionId, world.maya)
    await world.answer(maya, [
      { label: 'Can Maya swim?', answer: 'No', onRoster: true },
      { label: 'Favourite colour', answer: 'Blue', onRoster: false },
    ])
    await world.act({ kind: 'check_in', key: world.key(), sessionId, participantId: maya })
    const today = (now: Date) =>
      getToday({
        db: app.database.db,
        caller: world.caller,
        sharing: recordSharing(app.config),
        now,
      })
    const findMaya = async (now: Date) =>
      (await today(now)).sessions.find((s) => s.id === sessionId)?.children[0]
    expect((await findMaya(new Date(Date.now() + 4 * MINUTE)))?.latePickupMinutes).toBeNull()
    const late = await findMaya(new Date(Date.now() + 17 * MINUTE))
    expect(late).toMatchObject({
      firstName: 'Maya',
      state: 'checked_in',
      latePickupMinutes: expect.any(Number),
      collectors: [
        { name: 'Test Person', relationship: 'Parent' },
        { name: 'Dan Lopez', relationship: 'Grandfather' },
      ],
      allergyAlerts: [{ name: 'Peanuts', severity: 'life_threatening' }],
      parentPhone: '555-0100',
      answers: [{ question: 'Can Maya swim?', answer: 'No' }],
    })
    expect(late?.latePickupMinutes).toBeGreaterThanOrEqual(15)
  })

  it('undoes the latest action within five minutes with a reason kept, and not after', async () => {
    const sessionId = await world.session(-10)
    const leo = await world.book(sessionId, world.leo)
    const checkedIn = (
      await world.act({ kind: 'check_in', key: world.key(), sessionId, participantId: leo })
    ).json()
    const noReason = await world.act({
      kind: 'undo',
      key: world.key(),
      sessionId,
      participantId: leo,
      undoes: checkedIn.lastAction.id,
      reason: '',
    })
    expect(noReason.statusCode).toBe(400)
    const undone = await world.act({
      kind: 'undo',
      key: world.key(),
      sessionId,
      participantId: leo,
      undoes: checkedIn.lastAction.id,
      reason: 'Tapped the wrong child',
    })
    expect(undone.json()).toMatchObject({ state: 'expected', lastAction: null })
    const [undo] = await app.database.db
      .select()
      .from(attendanceActions)
      .where(eq(attendanceActions.undoesId, checkedIn.lastAction.id))
    expect(undo?.reason).toBe('Tapped the wrong child')

    const second = (
      await world.act({ kind: 'check_in', key: world.key(), sessionId, participantId: leo })
    ).json()
    await expect(
      actAt(new Date(Date.now() + 6 * MINUTE), {
        kind: 'undo',
        key: world.key(),
        sessionId,
        participantId: leo,
        undoes: second.lastAction.id,
        reason: 'Too late to change',
      }),
    ).rejects.toThrow('This can no longer be undone: it is more than 5 minutes old.')
  })
})
