import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { activitySchedules } from '../../db/schema/index.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { termRows } from '../../test/term-rows.ts'
import { useAttendanceWorld } from './attendance-world.ts'
import { getActivityAttendance } from './single-session-attendance.ts'

const world = useAttendanceWorld('single')
const MINUTE = 60_000
const DAY = 24 * 60

/** Sunny Studio's pottery class: single sessions held, to come, cancelled, and a term's. */
const ids = {
  threeDaysAgo: '',
  twoHoursAgo: '',
  endedJustNow: '',
  toCome: '',
  cancelled: '',
  termId: '',
  termSession: '',
  emptyTermId: '',
  painting: '',
}

beforeAll(async () => {
  const { db } = world
  const startOf = async (sessionId: string) => {
    const [row] = await db
      .select({ startsAt: activitySchedules.startsAt })
      .from(activitySchedules)
      .where(eq(activitySchedules.id, sessionId))
    return (row?.startsAt ?? new Date()).getTime()
  }
  const act = (at: number, sessionId: string, action: object) =>
    world.actAt(new Date(at), { key: world.key(), sessionId, ...action } as never)

  // Three days ago: Maya came and was collected 20 minutes after the end; Leo was absent.
  ids.threeDaysAgo = await world.session(-3 * DAY)
  const start = await startOf(ids.threeDaysAgo)
  const mayaThen = await world.book(ids.threeDaysAgo, world.maya)
  const leoThen = await world.book(ids.threeDaysAgo, world.leo)
  await act(start + 2 * MINUTE, ids.threeDaysAgo, { kind: 'check_in', participantId: mayaThen })
  await act(start + 20 * MINUTE, ids.threeDaysAgo, { kind: 'absent', participantId: leoThen })
  await act(start + 80 * MINUTE, ids.threeDaysAgo, {
    kind: 'check_out',
    participantId: mayaThen,
    collectedBy: 'Dan Lopez',
  })
  // Two hours ago: both came and went home on time.
  ids.twoHoursAgo = await world.session(-120)
  const earlier = await startOf(ids.twoHoursAgo)
  for (const child of [world.maya, world.leo]) {
    const participantId = await world.book(ids.twoHoursAgo, child)
    await act(earlier + MINUTE, ids.twoHoursAgo, { kind: 'check_in', participantId })
    await act(earlier + 55 * MINUTE, ids.twoHoursAgo, {
      kind: 'check_out',
      participantId,
      collectedBy: 'Test Person',
    })
  }
  // Ended five minutes ago: Leo is still in, not yet a late pickup.
  ids.endedJustNow = await world.session(-65)
  const leoNow = await world.book(ids.endedJustNow, world.leo)
  await act((await startOf(ids.endedJustNow)) + MINUTE, ids.endedJustNow, {
    kind: 'check_in',
    participantId: leoNow,
  })
  ids.toCome = await world.session(2 * DAY)
  await world.book(ids.toCome, world.maya)
  ids.cancelled = await world.session(-DAY)
  await world.book(ids.cancelled, world.leo)
  await db
    .update(activitySchedules)
    .set({ isCancelled: true })
    .where(eq(activitySchedules.id, ids.cancelled))

  // A term of the same class: its session held yesterday counts for the term, not the singles.
  const rows = termRows(db)
  const term = await rows.term({ activityId: world.activityId, name: 'Winter', days: [-1, 7] })
  const [first] = term.sessions
  if (!first) throw new Error('the term has its sessions')
  ids.termId = term.termId
  ids.termSession = first.id
  const enrolled = await rows.booking({
    kind: 'term',
    activityId: world.activityId,
    termId: term.termId,
    session: first,
    customerId: world.parent.userId,
    kids: [{ childId: world.maya, firstName: 'Maya', lastName: 'Lopez' }],
  })
  await act(first.startsAt.getTime() + MINUTE, first.id, {
    kind: 'check_in',
    participantId: enrolled.participantIds[0],
  })
  await act(first.startsAt.getTime() + 59 * MINUTE, first.id, {
    kind: 'check_out',
    participantId: enrolled.participantIds[0],
    collectedBy: 'Dan Lopez',
  })
  ids.emptyTermId = (
    await rows.term({ activityId: world.activityId, name: 'Spring', days: [30, 37] })
  ).termId

  // Another class whose one session was held with a child, absent, whose name looks like a formula.
  ids.painting = await catalogRows(db).activity({
    vendor: { id: world.vendorId, locationId: '' },
    title: 'Painting single',
  })
  const painted = await world.session(-DAY, 60, ids.painting)
  const formula = await world.book(painted, await world.child('=SUM(A1)'))
  await act((await startOf(painted)) + 20 * MINUTE, painted, {
    kind: 'absent',
    participantId: formula,
  })
})

const get = (url: string, cookie = world.owner.cookie) =>
  world.app.inject({ method: 'GET', url, headers: { cookie } })

type Listed = { id: string; attendance: unknown }
const attendanceOf = (items: Listed[], id: string) =>
  items.find((item) => item.id === id)?.attendance

describe('attendance on Schedules', () => {
  it('shows each session held with its own figures, and none before it begins or once cancelled', async () => {
    const past = await get(`/api/vendor/schedules?when=past&activityId=${world.activityId}`)
    expect(past.statusCode).toBe(200)
    const items: Listed[] = past.json().items
    expect(attendanceOf(items, ids.threeDaysAgo)).toEqual({
      expected: 2,
      arrived: 1,
      absent: 1,
      latePickups: 1,
      rate: 50,
    })
    expect(attendanceOf(items, ids.twoHoursAgo)).toEqual({
      expected: 2,
      arrived: 2,
      absent: 0,
      latePickups: 0,
      rate: 100,
    })
    expect(attendanceOf(items, ids.endedJustNow)).toMatchObject({ arrived: 1, latePickups: 0 })
    expect(attendanceOf(items, ids.termSession)).toMatchObject({ expected: 1, arrived: 1 })
    expect(attendanceOf(items, ids.cancelled)).toBeNull()
    const upcoming = (await get('/api/vendor/schedules?when=upcoming')).json().items
    expect(attendanceOf(upcoming, ids.toCome)).toBeNull()
  })

  it('loads the figures of a whole page in one more statement, however many sessions were held', async () => {
    const execute = vi.spyOn(world.db, 'execute')
    const statementsFor = async (url: string) => {
      execute.mockClear()
      expect((await get(url)).statusCode).toBe(200)
      return execute.mock.calls.length
    }
    const nothingHeld = await statementsFor('/api/vendor/schedules?when=upcoming')
    const oneHeld = await statementsFor(
      `/api/vendor/schedules?when=past&activityId=${ids.painting}`,
    )
    const severalHeld = await statementsFor(
      `/api/vendor/schedules?when=past&activityId=${world.activityId}`,
    )
    execute.mockRestore()
    expect(oneHeld).toBe(nothingHeld + 1)
    expect(severalHeld).toBe(oneHeld)
  })

  it("shows each term's attendance over the sessions held so far, and none held before its first", async () => {
    const terms = (await get(`/api/vendor/terms?activityId=${world.activityId}`)).json().items
    expect(attendanceOf(terms, ids.termId)).toEqual({
      held: 1,
      notTaken: 0,
      expected: 1,
      arrived: 1,
      absent: 0,
      latePickups: 0,
      rate: 100,
    })
    expect(attendanceOf(terms, ids.emptyTermId)).toEqual({
      held: 0,
      notTaken: 0,
      expected: 0,
      arrived: 0,
      absent: 0,
      latePickups: 0,
      rate: null,
    })
  })
})

describe("an activity's single sessions", () => {
  it('adds up the single sessions held, leaving out the term, the cancelled and those to come', async () => {
    const answer = await get(`/api/vendor/activities/${world.activityId}/attendance`)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({
      activityId: world.activityId,
      activityTitle: 'Pottery single',
      singleSessions: {
        held: 3,
        notTaken: 0,
        expected: 5,
        arrived: 4,
        absent: 1,
        latePickups: 1,
        rate: 80,
      },
    })
  })

  it('counts a child still in a quarter of an hour after the end as a late pickup once the clock gets there', async () => {
    const at = (minutes: number) =>
      getActivityAttendance({
        db: world.db,
        caller: world.caller,
        activityId: world.activityId,
        now: new Date(Date.now() + minutes * MINUTE),
      })
    expect((await at(0)).singleSessions.latePickups).toBe(1)
    expect((await at(15)).singleSessions.latePickups).toBe(2)
  })

  it('gives a CSV of each session, all of them and each child, safe to open in a spreadsheet', async () => {
    const csv = await get(`/api/vendor/activities/${world.activityId}/attendance.csv`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="single-sessions-attendance.csv"',
    )
    const lines = csv.body.split('\r\n')
    const session = (figures: string) =>
      new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},${figures}$`)
    expect(lines[0]).toBe('Session,Expected,Arrived,Absent,Late pickups,Attendance rate')
    expect(lines[1]).toMatch(session('2,1,1,1,50%'))
    expect(lines[2]).toMatch(session('2,2,0,0,100%'))
    expect(lines[3]).toMatch(session('1,1,0,0,100%'))
    expect(lines.slice(4)).toEqual([
      'All single sessions,5,4,1,1,80%',
      '',
      'Child,Expected,Arrived,Absent,Late pickups,Attendance rate',
      'Leo Lopez,3,2,1,0,67%',
      'Maya Lopez,2,2,0,1,100%',
      '',
    ])
    const painting = await get(`/api/vendor/activities/${ids.painting}/attendance.csv`)
    expect(painting.body.split('\r\n').slice(-2)).toEqual(["'=SUM(A1) Lopez,1,0,1,0,0%", ''])
  })

  it('lets an assigned instructor see them, and no one else: another class, another provider, a visitor', async () => {
    const potter = await world.instructor('potter', [world.activityId])
    const dancer = await world.instructor('dancer', [ids.painting])
    const url = `/api/vendor/activities/${world.activityId}/attendance`
    expect((await get(url, potter.cookie)).json().singleSessions.held).toBe(3)
    const notAssigned = await get(url, dancer.cookie)
    expect(notAssigned.statusCode).toBe(404)
    expect(notAssigned.json().detail).toBe('Activity Not Found')
    expect((await get(`${url}.csv`, dancer.cookie)).statusCode).toBe(404)
    expect((await get('/api/vendor/schedules?when=past', potter.cookie)).statusCode).toBe(403)

    const theirs = await get(url, world.other.cookie)
    expect(theirs.statusCode).toBe(404)
    const theirCsv = await get(`${url}.csv`, world.other.cookie)
    expect(theirCsv.statusCode).toBe(404)
    expect(theirCsv.headers['content-type']).not.toContain('text/csv')
    const maple = await world.provider('Maple')
    const mapleList = (await get('/api/vendor/schedules?when=past', maple.owner.cookie)).json()
    expect(mapleList.items).toEqual([])
    expect((await world.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    expect((await get('/api/vendor/activities/not-an-id/attendance')).statusCode).toBe(400)
  })
})
