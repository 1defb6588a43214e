import { beforeAll, describe, expect, it, vi } from 'vitest'
import { catalogRows } from '../../test/catalog-rows.ts'
import { termRows } from '../../test/term-rows.ts'
import { useAttendanceWorld } from './attendance-world.ts'

const world = useAttendanceWorld('untaken')
const MINUTE = 60_000
const DAY = 24 * 60

const ids = { termId: '', untakenSession: '', bookingId: '', painting: '', quiet: '' }

/** The action at a moment of the test's choosing; its answer names the action to undo. */
const act = (at: number, sessionId: string, action: object) =>
  world.actAt(new Date(at), { key: world.key(), sessionId, ...action } as never)

beforeAll(async () => {
  const rows = termRows(world.db)
  // A term of three sessions held: attendance taken at the first two, not at the third.
  const term = await rows.term({
    activityId: world.activityId,
    name: 'Summer',
    days: [-14, -7, -1],
  })
  const [first, second, third] = term.sessions
  if (!first || !second || !third) throw new Error('the term has its sessions')
  ids.termId = term.termId
  ids.untakenSession = third.id
  const booked = await rows.booking({
    kind: 'term',
    activityId: world.activityId,
    termId: term.termId,
    session: first,
    customerId: world.parent.userId,
    kids: [
      { childId: world.maya, firstName: 'Maya', lastName: 'Lopez' },
      { childId: world.leo, firstName: 'Leo', lastName: 'Lopez' },
    ],
  })
  ids.bookingId = booked.bookingId
  const [maya, leo] = booked.participantIds
  // The first: Maya came and was collected 20 minutes late; Leo was absent.
  const start = first.startsAt.getTime()
  await act(start + 2 * MINUTE, first.id, { kind: 'check_in', participantId: maya })
  await act(start + 20 * MINUTE, first.id, { kind: 'absent', participantId: leo })
  await act(start + 80 * MINUTE, first.id, {
    kind: 'check_out',
    participantId: maya,
    collectedBy: 'Dan Lopez',
  })
  // The second: both came and went home on time.
  for (const participantId of [maya, leo]) {
    await act(second.startsAt.getTime() + MINUTE, second.id, { kind: 'check_in', participantId })
    await act(second.startsAt.getTime() + 55 * MINUTE, second.id, {
      kind: 'check_out',
      participantId,
      collectedBy: 'Test Person',
    })
  }

  // Single sessions of the same class: Maya checked in at one; Leo's, no one recorded.
  const taken = await world.session(-3 * DAY)
  const mayaThen = await world.book(taken, world.maya)
  const takenStart = Date.now() - 3 * DAY * MINUTE
  await act(takenStart + MINUTE, taken, { kind: 'check_in', participantId: mayaThen })
  await act(takenStart + 55 * MINUTE, taken, {
    kind: 'check_out',
    participantId: mayaThen,
    collectedBy: 'Dan Lopez',
  })
  await world.book(await world.session(-2 * DAY), world.leo)

  // Another class: a tap undone and nothing else at one session; at the next, a tap undone
  // for Maya while Leo was marked absent.
  ids.painting = await catalogRows(world.db).activity({
    vendor: { id: world.vendorId, locationId: '' },
    title: 'Painting untaken',
  })
  for (const [days, leoAbsent] of [
    [-2, false],
    [-1, true],
  ] as const) {
    const sessionId = await world.session(days * DAY, 60, ids.painting)
    const sessionStart = Date.now() + days * DAY * MINUTE
    const mayaThere = await world.book(sessionId, world.maya)
    const leoThere = await world.book(sessionId, world.leo)
    const tapped = await act(sessionStart + MINUTE, sessionId, {
      kind: 'check_in',
      participantId: mayaThere,
    })
    await act(sessionStart + 2 * MINUTE, sessionId, {
      kind: 'undo',
      participantId: mayaThere,
      undoes: tapped.lastAction?.id,
      reason: 'Tapped the wrong child',
    })
    if (leoAbsent) {
      await act(sessionStart + 20 * MINUTE, sessionId, { kind: 'absent', participantId: leoThere })
    }
  }
  // A class whose one session was held with no one booked: nothing to take, nothing left out;
  // its term is still to come.
  ids.quiet = await catalogRows(world.db).activity({
    vendor: { id: world.vendorId, locationId: '' },
    title: 'Quiet untaken',
  })
  await world.session(-DAY, 60, ids.quiet)
  await rows.term({ activityId: ids.quiet, name: 'Later', days: [30] })
})

const get = (url: string, cookie = world.owner.cookie) =>
  world.app.inject({ method: 'GET', url, headers: { cookie } })

const csvLines = async (url: string) => {
  const answer = await get(url)
  expect(answer.statusCode).toBe(200)
  return answer.body.split('\r\n')
}
const sessionLine = (figures: string) =>
  new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},${figures}$`)

const termTotals = {
  held: 3,
  notTaken: 1,
  expected: 4,
  arrived: 3,
  absent: 1,
  latePickups: 1,
  rate: 75,
}

describe('a term with a session where attendance was not taken', () => {
  it("leaves it out of the term's figures on its roster page and says so, keeping its own line", async () => {
    const answer = await get(`/api/vendor/terms/${ids.termId}/attendance`)
    expect(answer.statusCode).toBe(200)
    const figures = answer.json()
    expect(figures.totals).toEqual(termTotals)
    expect(figures.sessions.map((s: object) => ({ ...s, sessionId: 0, startsAt: 0 }))).toEqual([
      { sessionId: 0, startsAt: 0, expected: 2, arrived: 1, absent: 1, latePickups: 1, rate: 50 },
      { sessionId: 0, startsAt: 0, expected: 2, arrived: 2, absent: 0, latePickups: 0, rate: 100 },
      { sessionId: 0, startsAt: 0, expected: 2, arrived: 0, absent: 0, latePickups: 0, rate: 0 },
    ])
  })

  it('gives a CSV whose session line says not taken, and whose whole and child lines leave it out', async () => {
    const lines = await csvLines(`/api/vendor/terms/${ids.termId}/attendance.csv`)
    expect(lines[1]).toMatch(sessionLine('2,1,1,1,50%'))
    expect(lines[2]).toMatch(sessionLine('2,2,0,0,100%'))
    expect(lines[3]).toMatch(sessionLine('2,,,,Not taken'))
    expect(lines.slice(4)).toEqual([
      'Whole term (leaves out 1 session not taken),4,3,1,1,75%',
      '',
      'Child,Expected,Arrived,Absent,Late pickups,Attendance rate',
      'Leo Lopez,2,1,1,0,50%',
      'Maya Lopez,2,2,0,1,100%',
      '',
    ])
  })

  it('shows the same on Schedules, term and session, in as many statements as before', async () => {
    const execute = vi.spyOn(world.db, 'execute')
    const terms = await get(`/api/vendor/terms?activityId=${world.activityId}`)
    const statements = execute.mock.calls.length
    execute.mockClear()
    await get(`/api/vendor/terms?activityId=${ids.quiet}`)
    const noneHeld = execute.mock.calls.length
    execute.mockRestore()
    expect(statements).toBe(noneHeld + 1)
    const summer = terms.json().items.find((term: { id: string }) => term.id === ids.termId)
    expect(summer.attendance).toEqual(termTotals)

    const sessions = (await get(`/api/vendor/schedules?when=past&activityId=${world.activityId}`))
      .json()
      .items.find((session: { id: string }) => session.id === ids.untakenSession)
    expect(sessions.attendance).toEqual({
      expected: 2,
      arrived: 0,
      absent: 0,
      latePickups: 0,
      rate: 0,
    })
  })

  it('tells the family attendance was not taken there, rather than that their children missed it', async () => {
    const answer = await get(`/api/bookings/${ids.bookingId}/attendance`, world.parent.cookie)
    expect(answer.statusCode).toBe(200)
    const [first, second, third] = answer.json().sessions
    expect([first.taken, second.taken, third.taken]).toEqual([true, true, false])
    expect(third.children).toEqual([
      expect.objectContaining({ firstName: 'Leo', state: 'expected' }),
      expect.objectContaining({ firstName: 'Maya', state: 'expected' }),
    ])
  })
})

describe('single sessions where attendance was not taken', () => {
  it('leave them out of the activity strip and its CSV, and say how many', async () => {
    const answer = await get(`/api/vendor/activities/${world.activityId}/attendance`)
    expect(answer.json().singleSessions).toEqual({
      held: 2,
      notTaken: 1,
      expected: 1,
      arrived: 1,
      absent: 0,
      latePickups: 0,
      rate: 100,
    })
    const lines = await csvLines(`/api/vendor/activities/${world.activityId}/attendance.csv`)
    expect(lines[1]).toMatch(sessionLine('1,1,0,0,100%'))
    expect(lines[2]).toMatch(sessionLine('1,,,,Not taken'))
    expect(lines.slice(3)).toEqual([
      'All single sessions (leaves out 1 session not taken),1,1,0,0,100%',
      '',
      'Child,Expected,Arrived,Absent,Late pickups,Attendance rate',
      'Maya Lopez,1,1,0,0,100%',
      '',
    ])
  })

  it('count a session whose only tap was undone as not taken, and one with an absence in full', async () => {
    const answer = await get(`/api/vendor/activities/${ids.painting}/attendance`)
    expect(answer.json().singleSessions).toEqual({
      held: 2,
      notTaken: 1,
      expected: 2,
      arrived: 0,
      absent: 1,
      latePickups: 0,
      rate: 0,
    })
    const lines = await csvLines(`/api/vendor/activities/${ids.painting}/attendance.csv`)
    expect(lines[1]).toMatch(sessionLine('2,,,,Not taken'))
    expect(lines[2]).toMatch(sessionLine('2,0,1,0,0%'))
    expect(lines.slice(-3)).toEqual(['Leo Lopez,1,0,1,0,0%', 'Maya Lopez,1,0,0,0,0%', ''])
  })

  it('leave out nothing where no one was booked', async () => {
    const answer = await get(`/api/vendor/activities/${ids.quiet}/attendance`)
    expect(answer.json().singleSessions).toMatchObject({ held: 1, notTaken: 0, expected: 0 })
    const lines = await csvLines(`/api/vendor/activities/${ids.quiet}/attendance.csv`)
    expect(lines[1]).toMatch(sessionLine('0,0,0,0,'))
    expect(lines[2]).toBe('All single sessions,0,0,0,0,')
  })
})
