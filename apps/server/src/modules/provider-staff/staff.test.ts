import { STAFF_NOT_FOUND } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activities, session, vendorLocations } from '../../db/schema/index.ts'
import { PROVIDER_ROLE_REFUSED } from '../../plugins/auth.ts'
import { apiAs } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { termRows } from '../../test/term-rows.ts'
import { assignedActivityIds } from './index.ts'
import { buildStaffWorld } from './staff-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildStaffWorld>>
beforeAll(async () => {
  app = await buildTestApp()
  world = await buildStaffWorld(app, 'manage')
}, 60_000)
afterAll(() => app.close())

const as = (caller: keyof typeof world.callers) => apiAs(app, world.callers[caller].cookie)
const titlesOf = (body: { activities: { activity: { title: string } }[] }) =>
  body.activities.map((roster) => roster.activity.title)

describe('what each member of staff reads', () => {
  it('gives an instructor the rosters of their assigned activity only, a manager all of them', async () => {
    const mine = (await as('instructor assigned').get('/api/vendor/rosters')).json()
    expect(titlesOf(mine)).toEqual(['Sunny Studio manage class manage'])
    expect(mine.activities[0].sessions[0].children).toMatchObject([{ firstName: 'Maya' }])
    const all = (await as('manager').get('/api/vendor/rosters')).json()
    expect(titlesOf(all)).toEqual(['Sunny Studio manage class manage', 'Sunny second class manage'])
    const far = (await as("another provider's staff").get('/api/vendor/rosters')).json()
    expect(titlesOf(far)).toEqual(['Far Hills manage class manage'])
    expect(
      await assignedActivityIds({
        db: app.database.db,
        vendorId: world.sunny.vendorId,
        userId: world.users.assigned.userId,
      }),
    ).toEqual([world.sunny.activityId])
  })

  it("logs an instructor's opening of a record in the parent's view with their name", async () => {
    expect(
      (await as('instructor assigned').get(`/api/vendor/children/${world.maya}/record`)).statusCode,
    ).toBe(200)
    const views = await apiAs(app, world.parent.cookie).get(
      `/api/children/${world.maya}/record/views`,
    )
    expect(views.json().items[0]).toMatchObject({
      viewerKind: 'provider',
      viewerName: 'Sunny Studio manage (Test Person)',
    })
  })

  it('refuses an instructor payouts and settings with a sentence', async () => {
    const payouts = await as('instructor assigned').get('/api/vendor/payouts')
    expect([payouts.statusCode, payouts.json().detail]).toEqual([403, PROVIDER_ROLE_REFUSED])
    expect((await as('manager').get('/api/vendor/payouts')).statusCode).toBe(403)
    expect((await as('manager').get('/api/vendor/settings')).statusCode).toBe(200)
  })
})

describe('an instructor assigned by activity or by location', () => {
  it("reads the roster of an assigned activity's term, and another term is not found", async () => {
    const rows = termRows(app.database.db)
    const mine = await rows.term({ activityId: world.sunny.activityId, name: 'Mine', days: [3] })
    const other = await rows.term({ activityId: world.secondClass, name: 'Other', days: [5] })
    const read = (termId: string) =>
      as('instructor assigned').get(`/api/vendor/terms/${termId}/roster`)
    expect((await read(mine.termId)).json().term.name).toBe('Mine')
    const refused = await read(other.termId)
    expect([refused.statusCode, refused.json().detail]).toEqual([404, 'Term not found'])
    expect((await as('manager').get(`/api/vendor/terms/${other.termId}/roster`)).statusCode).toBe(
      200,
    )
  })

  it('sees every activity held at an assigned location, and no other', async () => {
    const db = app.database.db
    const [venue] = await db
      .insert(vendorLocations)
      .values({
        vendorId: world.sunny.vendorId,
        name: 'Riverside hall',
        address: '1 River Rd',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701',
        timeZone: 'America/Chicago',
      })
      .returning({ id: vendorLocations.id })
    await db
      .update(activities)
      .set({ locationId: venue?.id })
      .where(eq(activities.id, world.secondClass))
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/vendor/staff/${world.callers['instructor assigned'].staffId}`,
      headers: { cookie: world.sunny.cookie },
      payload: { role: 'instructor', locationIds: [venue?.id] },
    })
    expect(changed.statusCode).toBe(204)
    const rosters = (await as('instructor assigned').get('/api/vendor/rosters')).json()
    expect(titlesOf(rosters)).toEqual(['Sunny second class manage'])
    expect(rosters.activities[0].sessions[0].children).toMatchObject([{ firstName: 'Leo' }])
    const maya = await as('instructor assigned').get(`/api/vendor/children/${world.maya}/record`)
    expect(maya.statusCode).toBe(404)
    expect(
      (await as('instructor assigned').get(`/api/vendor/children/${world.leo}/record`)).statusCode,
    ).toBe(200)
  })
})

describe('the owner manages the staff', () => {
  it('moves an instructor to another activity, and refuses another provider’s member', async () => {
    const staffId = world.callers['instructor not assigned'].staffId
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/vendor/staff/${staffId}`,
      headers: { cookie: world.sunny.cookie },
      payload: { role: 'instructor', activityIds: [world.sunny.activityId] },
    })
    expect(changed.statusCode).toBe(204)
    const record = await as('instructor not assigned').get(
      `/api/vendor/children/${world.maya}/record`,
    )
    expect(record.statusCode).toBe(200)
    const foreign = await app.inject({
      method: 'PUT',
      url: `/api/vendor/staff/${staffId}`,
      headers: { cookie: world.farHills.cookie },
      payload: { role: 'manager' },
    })
    expect([foreign.statusCode, foreign.json().detail]).toEqual([404, STAFF_NOT_FOUND])
  })

  it('ends every session of a removed member at once', async () => {
    const staffId = world.callers.manager.staffId
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/vendor/staff/${staffId}`,
      headers: { cookie: world.sunny.cookie },
    })
    expect(removed.statusCode).toBe(204)
    const sessions = await app.database.db
      .select()
      .from(session)
      .where(eq(session.userId, world.users.manager.userId))
    expect(sessions).toEqual([])
    expect((await as('manager').get('/api/vendor/bookings')).statusCode).toBe(401)
    const list = (await apiAs(app, world.sunny.cookie).get('/api/vendor/staff')).json()
    expect(list.members.map((m: { id: string }) => m.id)).not.toContain(staffId)
  })
})
