import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { attendanceActions } from '../../db/schema/index.ts'
import { recordSharing } from '../children/index.ts'
import { useAttendanceWorld } from './attendance-world.ts'
import { getToday } from './today-service.ts'

const world = useAttendanceWorld('clock')
const MINUTE = 60_000

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
    const later = await world.actAt(new Date(Date.now() + 11 * MINUTE), {
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
        db: world.db,
        caller: world.caller,
        sharing: recordSharing(world.app.config),
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
    const [undo] = await world.db
      .select()
      .from(attendanceActions)
      .where(eq(attendanceActions.undoesId, checkedIn.lastAction.id))
    expect(undo?.reason).toBe('Tapped the wrong child')

    const second = (
      await world.act({ kind: 'check_in', key: world.key(), sessionId, participantId: leo })
    ).json()
    await expect(
      world.actAt(new Date(Date.now() + 6 * MINUTE), {
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
