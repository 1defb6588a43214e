import { beforeAll, describe, expect, it } from 'vitest'
import { termRows } from '../../test/term-rows.ts'
import { useAttendanceWorld } from './attendance-world.ts'

const world = useAttendanceWorld('figures')
let termId: string
let bookingId: string
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

beforeAll(async () => {
  const rows = termRows(world.db)
  const term = await rows.term({
    activityId: world.activityId,
    name: 'Autumn',
    days: [-7, -10 / (24 * 60), 7],
  })
  termId = term.termId
  const [first, second] = term.sessions
  if (!first || !second) throw new Error('the term has its sessions')
  const booked = await rows.booking({
    kind: 'term',
    activityId: world.activityId,
    termId,
    session: first,
    customerId: world.parent.userId,
    kids: [
      { childId: world.maya, firstName: 'Maya', lastName: 'Lopez' },
      { childId: world.leo, firstName: 'Leo', lastName: 'Lopez' },
    ],
  })
  bookingId = booked.bookingId
  const [maya, leo] = booked.participantIds
  const act = (now: Date, sessionId: string, action: object) =>
    world.actAt(now, { key: world.key(), sessionId, ...action } as never)
  // A week ago: Maya came and was collected 20 minutes late; Leo was absent.
  const start = first.startsAt.getTime()
  await act(new Date(start + 2 * MINUTE), first.id, { kind: 'check_in', participantId: maya })
  await act(new Date(start + 20 * MINUTE), first.id, { kind: 'absent', participantId: leo })
  await act(new Date(start + 80 * MINUTE), first.id, {
    kind: 'check_out',
    participantId: maya,
    collectedBy: 'Dan Lopez',
  })
  // Today: Maya is in, Leo not yet.
  await act(new Date(), second.id, { kind: 'check_in', participantId: maya })
})

describe("a term's attendance", () => {
  it('gives the rate, absences and late pickups of each session held and of the term', async () => {
    const answer = await world.app.inject({
      method: 'GET',
      url: `/api/vendor/terms/${termId}/attendance`,
      headers: { cookie: world.owner.cookie },
    })
    expect(answer.statusCode).toBe(200)
    const figures = answer.json()
    expect(figures.sessions).toHaveLength(2)
    expect(figures.sessions.map((s: object) => ({ ...s, sessionId: 0, startsAt: 0 }))).toEqual([
      { sessionId: 0, startsAt: 0, expected: 2, arrived: 1, absent: 1, latePickups: 1, rate: 50 },
      { sessionId: 0, startsAt: 0, expected: 2, arrived: 1, absent: 0, latePickups: 0, rate: 50 },
    ])
    expect(figures.totals).toEqual({
      held: 2,
      notTaken: 0,
      expected: 4,
      arrived: 2,
      absent: 1,
      latePickups: 1,
      rate: 50,
    })
  })

  it('gives the same as a CSV with a line per child, and nothing to another provider', async () => {
    const csv = await world.app.inject({
      method: 'GET',
      url: `/api/vendor/terms/${termId}/attendance.csv`,
      headers: { cookie: world.owner.cookie },
    })
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    const lines = csv.body.trim().split('\r\n')
    expect(lines[0]).toBe('Session,Expected,Arrived,Absent,Late pickups,Attendance rate')
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},2,1,1,1,50%$/)
    expect(lines.slice(-5)).toEqual([
      'Whole term,4,2,1,1,50%',
      '',
      'Child,Expected,Arrived,Absent,Late pickups,Attendance rate',
      'Leo Lopez,2,0,1,0,0%',
      'Maya Lopez,2,2,0,1,100%',
    ])
    const theirs = await world.app.inject({
      method: 'GET',
      url: `/api/vendor/terms/${termId}/attendance`,
      headers: { cookie: world.other.cookie },
    })
    expect(theirs.statusCode).toBe(404)
  })

  it("shows the family each session's attendance on their booking, and no one else", async () => {
    const own = await world.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}/attendance`,
      headers: { cookie: world.parent.cookie },
    })
    expect(own.statusCode).toBe(200)
    const [week, today] = own.json().sessions
    expect(week.children).toEqual([
      expect.objectContaining({ firstName: 'Leo', state: 'absent', checkedInAt: null }),
      expect.objectContaining({
        firstName: 'Maya',
        state: 'checked_out',
        collectedBy: 'Dan Lopez',
      }),
    ])
    expect(today.children).toEqual([
      expect.objectContaining({ firstName: 'Leo', state: 'expected' }),
      expect.objectContaining({ firstName: 'Maya', state: 'checked_in', checkedOutAt: null }),
    ])
    const stranger = await world.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}/attendance`,
      headers: { cookie: world.owner.cookie },
    })
    expect(stranger.statusCode).toBe(404)
    expect(Date.now() - new Date(week.startsAt).getTime()).toBeGreaterThan(6 * DAY)
  })
})
