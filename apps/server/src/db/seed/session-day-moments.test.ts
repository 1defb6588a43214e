import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/database.ts'
import { demoKeyring as keyring } from '../../test/seeded-demo.ts'
import type { DatabaseHandle } from '../client.ts'
import { queryRows } from '../query-rows.ts'
import { DEMO_SESSION_DAY } from './demo-session-day.ts'
import { refreshSessionDay, seedDemoData } from './seed-demo-data.ts'

// The session day at the awkward moments of a demo's life, each a fixed `now` handed to the seed:
// seeded while the clay class's own Saturday session is running, and started again around
// midnight at the venue (Austin, on Chicago's clock) on the day after the clocks went forward.

const SATURDAY_DURING_CLASS = new Date('2026-03-07T19:30:00Z') // 13:30 CST; the class is at 13:00
const JUST_AFTER_MIDNIGHT = new Date('2026-03-10T05:05:00Z') // 00:05 CDT on Tuesday
const LATER_THAT_NIGHT = new Date('2026-03-10T05:20:00Z')

let handle: DatabaseHandle

beforeAll(async () => {
  handle = await createTestDatabase()
  await seedDemoData({ db: handle.db, keyring, now: SATURDAY_DURING_CLASS })
})

afterAll(async () => {
  await handle?.close()
})

type ClassDay = { localStart: string; children: number; actions: number }

/** The clay class's sessions that have children booked, by local start, with their rows. */
async function classDays(): Promise<ClassDay[]> {
  return queryRows<ClassDay>(
    handle.db,
    sql`select to_char(s.starts_at at time zone 'America/Chicago', 'YYYY-MM-DD HH24:MI') as "localStart",
        (select count(*) from booking_participants bp join bookings b on b.id = bp.booking_id
          where b.schedule_id = s.id)::int as children,
        (select count(*) from attendance_actions aa where aa.schedule_id = s.id)::int as actions
      from activity_schedules s join activities a on a.id = s.activity_id
      where a.title = ${DEMO_SESSION_DAY.activity}
        and s.starts_at between '2026-03-07T00:00:00Z' and '2026-03-11T00:00:00Z'
      order by s.starts_at`,
  )
}

describe("the demo's session day", () => {
  it("takes the class's own session when the demo is seeded while it runs", async () => {
    expect(await classDays()).toEqual([{ localStart: '2026-03-07 13:00', children: 7, actions: 5 }])
  })

  it('is added once around midnight at the venue, on the quarter hour before', async () => {
    const first = await refreshSessionDay({ db: handle.db, keyring, now: JUST_AFTER_MIDNIGHT })
    const again = await refreshSessionDay({ db: handle.db, keyring, now: LATER_THAT_NIGHT })
    expect(first).toEqual({ bookings: DEMO_SESSION_DAY.families.length, sessions: 1 })
    expect(again).toEqual({ bookings: 0, sessions: 0 })
    expect(await classDays()).toEqual([
      { localStart: '2026-03-07 13:00', children: 7, actions: 5 },
      { localStart: '2026-03-09 23:45', children: 7, actions: 5 },
    ])
  })
})
