import { beforeAll, describe, expect, it } from 'vitest'
import { catalogRows } from '../../test/catalog-rows.ts'
import { chicagoDay, minutesFromNow, useAttendanceWorld } from './attendance-world.ts'

const world = useAttendanceWorld('staff')
/** Staff of Sunny Studio: one instructor runs the pottery class, the other a second class. */
let assigned: { cookie: string }
let elsewhere: { cookie: string }

beforeAll(async () => {
  const secondClass = await catalogRows(world.db).activity({
    vendor: { id: world.vendorId, locationId: '' },
    title: 'Second class staff',
  })
  assigned = await world.instructor('potter', [world.activityId])
  elsewhere = await world.instructor('dancer', [secondClass])
})

const todayAs = (cookie: string, day: string) =>
  world.app.inject({ method: 'GET', url: `/api/vendor/today?date=${day}`, headers: { cookie } })

describe('staff on the session day', () => {
  it('lets the instructor of a class see its session and check a child in under their own name', async () => {
    const sessionId = await world.session(-10)
    const maya = await world.book(sessionId, world.maya)
    const day = chicagoDay(minutesFromNow(-10))

    const seen = await todayAs(assigned.cookie, day)
    expect(seen.statusCode).toBe(200)
    expect(seen.json().sessions.map((session: { id: string }) => session.id)).toContain(sessionId)

    const checkedIn = await world.act(
      { kind: 'check_in', key: world.key(), sessionId, participantId: maya },
      assigned.cookie,
    )
    expect(checkedIn.statusCode).toBe(200)
    // createSignedInUser names every account Test Person: the staff member's name, not the business's.
    expect(checkedIn.json().lastAction.byName).toBe('Test Person')
  })

  it("keeps another class's instructor out: the session is not on their Today and acting on it is not found", async () => {
    const sessionId = await world.session(-5)
    const leo = await world.book(sessionId, world.leo)
    const day = chicagoDay(minutesFromNow(-5))

    const seen = await todayAs(elsewhere.cookie, day)
    expect(seen.statusCode).toBe(200)
    expect(seen.json().sessions.map((session: { id: string }) => session.id)).not.toContain(
      sessionId,
    )
    const refused = await world.act(
      { kind: 'check_in', key: world.key(), sessionId, participantId: leo },
      elsewhere.cookie,
    )
    expect(refused.statusCode).toBe(404)
    const owner = await todayAs(world.owner.cookie, day)
    const roster = owner.json().sessions.find((session: { id: string }) => session.id === sessionId)
    expect(roster.counts.arrived).toBe(0)
  })

  it('refuses an instructor the setting that asks families for the pickup code', async () => {
    const refused = await world.app.inject({
      method: 'PUT',
      url: '/api/vendor/attendance/settings',
      headers: { cookie: assigned.cookie },
      payload: { requirePickupCode: true },
    })
    expect(refused.statusCode).toBe(403)
  })
})
