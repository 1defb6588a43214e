import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attendanceActions } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { recordSharing } from '../children/index.ts'
import { buildAttendanceWorld } from './attendance-world.ts'
import { recordAttendance } from './record-action.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildAttendanceWorld>>
const MINUTE = 60_000

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildAttendanceWorld(app, 'codes')
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
