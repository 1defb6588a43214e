import { type AttendanceAction, UNDO_MINUTES } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attendanceActions } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { recordSharing } from '../children/index.ts'
import { PHONE_TIME_TRUSTED_MINUTES } from './action-rules.ts'
import { buildAttendanceWorld, minutesFromNow } from './attendance-world.ts'
import { recordAttendanceBatch } from './batch-service.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildAttendanceWorld>>
const MINUTE = 60_000

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildAttendanceWorld(app, 'late')
})
afterAll(async () => {
  await app?.close()
})

const sendBatch = (actions: object[]) =>
  app.inject({
    method: 'POST',
    url: '/api/vendor/attendance/batch',
    headers: { cookie: world.owner.cookie },
    payload: { actions },
  })

/** The batch as it arrives at a later moment: the phone was offline until `arrivesAt`. */
const arriveAt = (arrivesAt: Date, actions: AttendanceAction[]) =>
  recordAttendanceBatch({
    db: app.database.db,
    caller: world.caller,
    actions,
    sharing: recordSharing(app.config),
    notices: app.notices,
    now: arrivesAt,
  })

describe('absent and undo queued offline, judged by when they were taken', () => {
  it('records an absence taken fifteen minutes after the start, and refuses one taken before', async () => {
    const sessionId = await world.session(-20)
    const startsAt = minutesFromNow(-20).getTime()
    const [leo, maya] = [
      await world.book(sessionId, world.leo),
      await world.book(sessionId, world.maya),
    ]
    const response = await sendBatch([
      {
        kind: 'absent',
        key: world.key(),
        sessionId,
        participantId: maya,
        at: new Date(startsAt + 10 * MINUTE).toISOString(),
      },
      {
        kind: 'absent',
        key: world.key(),
        sessionId,
        participantId: leo,
        at: new Date(startsAt + 16 * MINUTE).toISOString(),
      },
    ])
    expect(response.statusCode).toBe(200)
    expect(response.json().results).toMatchObject([
      {
        outcome: 'refused',
        detail: 'A child can be marked absent from 15 minutes after the start.',
        state: { state: 'expected' },
      },
      { outcome: 'recorded', detail: null, state: { state: 'absent' } },
    ])
    const [row] = await app.database.db
      .select({ occurredAt: attendanceActions.occurredAt })
      .from(attendanceActions)
      .where(eq(attendanceActions.participantId, leo))
    expect(row?.occurredAt.getTime()).toBe(startsAt + 16 * MINUTE)

    // Leo turns up after all: the phone learns what an undo of his check-in would return to.
    const arrived = await world.act({
      kind: 'check_in',
      key: world.key(),
      sessionId,
      participantId: leo,
    })
    expect(arrived.json().lastAction).toMatchObject({ kind: 'check_in', stateBefore: 'absent' })
  })

  it('records an undo taken within five minutes that arrives later, and refuses one taken after', async () => {
    const sessionId = await world.session(-10)
    const leo = await world.book(sessionId, world.leo)
    const maya = await world.book(sessionId, world.maya)
    const checkIn = async (participantId: string) =>
      (await world.act({ kind: 'check_in', key: world.key(), sessionId, participantId })).json()
        .lastAction as { id: string; at: string }
    const [leoIn, mayaIn] = [await checkIn(leo), await checkIn(maya)]
    const undo = (participantId: string, undoes: string, minutesAfter: number) => ({
      kind: 'undo' as const,
      key: world.key(),
      sessionId,
      participantId,
      undoes,
      reason: 'Tapped the wrong child',
      at: new Date(Date.now() + minutesAfter * MINUTE).toISOString(),
    })
    const { results } = await arriveAt(new Date(Date.now() + 40 * MINUTE), [
      undo(leo, leoIn.id, UNDO_MINUTES - 2),
      undo(maya, mayaIn.id, UNDO_MINUTES + 1),
    ])
    expect(results).toMatchObject([
      { outcome: 'recorded', state: { state: 'expected', lastAction: null } },
      {
        outcome: 'refused',
        detail: 'This can no longer be undone: it is more than 5 minutes old.',
        state: { state: 'checked_in' },
      },
    ])
  })

  it("believes the phone's time only so far back: a queued undo arriving hours later is refused", async () => {
    const sessionId = await world.session(-10, 600)
    const leo = await world.book(sessionId, world.leo)
    const checkedIn = (
      await world.act({ kind: 'check_in', key: world.key(), sessionId, participantId: leo })
    ).json()
    const { results } = await arriveAt(
      new Date(Date.now() + (PHONE_TIME_TRUSTED_MINUTES + 10) * MINUTE),
      [
        {
          kind: 'undo',
          key: world.key(),
          sessionId,
          participantId: leo,
          undoes: checkedIn.lastAction.id,
          reason: 'Tapped the wrong child',
          at: new Date(Date.now() + MINUTE).toISOString(),
        },
      ],
    )
    expect(results).toMatchObject([
      {
        outcome: 'refused',
        detail: 'This can no longer be undone: it is more than 5 minutes old.',
        state: { state: 'checked_in' },
      },
    ])
  })
})
