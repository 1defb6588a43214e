import { describe, expect, it } from 'vitest'
import { useHeldSessionsWorld } from './held-sessions-world.ts'
import { getActivityAttendance } from './single-session-attendance.ts'

const { world, ids, get } = useHeldSessionsWorld('singles')
const MINUTE = 60_000

describe("an activity's single sessions", () => {
  it('adds up the single sessions held, leaving out the term, the cancelled and those to come', async () => {
    const answer = await get(`/api/vendor/activities/${world.activityId}/attendance`)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({
      activityId: world.activityId,
      activityTitle: 'Pottery singles',
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
