import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildRecordWorld, mayasRecord } from '../../test/record-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildRecordWorld>>
const logLines: string[] = []

beforeAll(async () => {
  app = await buildTestApp(
    { logLevel: 'trace' },
    undefined,
    {},
    {
      write: (line) => {
        logLines.push(line)
      },
    },
  )
  world = await buildRecordWorld(app, 'main')
  const saved = await call('PUT', `/api/children/${world.maya}/record`, world.parent.cookie, {
    ...mayasRecord,
    photoConsent: true,
  })
  expect(saved.statusCode).toBe(200)
})
afterAll(async () => {
  await app?.close()
})

function call(method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  })
}

describe("the parent's record of a child", () => {
  it('reads back what was saved, complete, with the next session it should be complete by', async () => {
    const own = (
      await call('GET', `/api/children/${world.maya}/record`, world.parent.cookie)
    ).json()
    expect(own).toMatchObject({ firstName: 'Maya', missing: [] })
    expect(own.record.allergies).toEqual(mayasRecord.allergies)
    expect(own.record).toMatchObject({ doctorPhone: '(555) 201-3344', photoConsent: true })
    expect(new Date(own.nextSession.startsAt).getTime()).toBeGreaterThan(Date.now() + 86_400_000)
  })

  it('says what is missing from a record that was never filled', async () => {
    const own = (
      await call('GET', `/api/children/${world.leo}/record`, world.otherParent.cookie)
    ).json()
    expect(own).toMatchObject({
      record: null,
      missing: ['emergencyContact', 'doctor', 'collector', 'photoConsent'],
    })
  })

  it('keeps no allergy in clear text in the column, nor in the logs of these requests', async () => {
    const [row] = await queryRows<{ sealed: string; photo_consent: boolean }>(
      app.database.db,
      sql`select sealed, photo_consent from child_records where child_id = ${world.maya}`,
    )
    expect(row?.sealed).toMatch(/^v1\./)
    for (const clear of ['Peanuts', 'EpiPen', 'Asthma', 'Ventolin', 'Rosa', '201-3344']) {
      expect(row?.sealed).not.toContain(clear)
    }
    await call('GET', `/api/vendor/children/${world.maya}/record`, world.sunny.cookie)
    await call('GET', '/api/vendor/bookings', world.sunny.cookie)
    expect(logLines.length).toBeGreaterThan(0)
    for (const clear of ['Peanuts', 'EpiPen', 'Asthma', 'Rosa Lopez']) {
      expect(logLines.join('\n')).not.toContain(clear)
    }
  })
})

describe('who else reads it', () => {
  it('lets the booked provider read it, and logs the opening for the parent', async () => {
    const opened = await call(
      'GET',
      `/api/vendor/children/${world.maya}/record`,
      world.sunny.cookie,
    )
    expect(opened.statusCode).toBe(200)
    expect(opened.json().record.allergies[0]).toMatchObject({ name: 'Peanuts' })
    const views = (
      await call('GET', `/api/children/${world.maya}/record/views`, world.parent.cookie)
    ).json()
    expect(views.items[0]).toMatchObject({
      viewerName: 'Sunny Studio main',
      viewerKind: 'provider',
      reason: null,
    })
  })

  it('is not found for a provider whose window ended, one that never had the child, or a parent', async () => {
    const before = await viewCount()
    for (const cookie of [world.oldMill.cookie, world.farHills.cookie]) {
      const refused = await call('GET', `/api/vendor/children/${world.maya}/record`, cookie)
      expect(refused.statusCode).toBe(404)
      expect(refused.json().detail).toBe('Child not found')
    }
    expect(
      (await call('GET', `/api/vendor/children/${world.maya}/record`, world.parent.cookie))
        .statusCode,
    ).toBe(403)
    expect((await call('GET', `/api/vendor/children/${world.maya}/record`)).statusCode).toBe(401)
    expect(await viewCount()).toBe(before)
  })

  it("keeps another parent and a visitor out of every one of the parent's endpoints", async () => {
    for (const url of ['record', 'record/views', 'export'].map(
      (path) => `/api/children/${world.maya}/${path}`,
    )) {
      expect((await call('GET', url, world.otherParent.cookie)).statusCode).toBe(404)
      expect((await call('GET', url, world.admin.cookie)).statusCode).toBe(404)
      expect((await call('GET', url)).statusCode).toBe(401)
    }
    const overwrite = await call(
      'PUT',
      `/api/children/${world.maya}/record`,
      world.otherParent.cookie,
      {
        allergies: [],
      },
    )
    expect(overwrite.statusCode).toBe(404)
    const still = (
      await call('GET', `/api/children/${world.maya}/record`, world.parent.cookie)
    ).json()
    expect(still.record.allergies).toHaveLength(2)
  })

  it('opens to an admin only with a reason, which the parent reads', async () => {
    const url = `/api/admin/children/${world.maya}/record`
    const noReason = await call('POST', url, world.admin.cookie, { reason: '' })
    expect(noReason.statusCode).toBe(400)
    expect(
      (await call('POST', url, world.sunny.cookie, { reason: 'Checking on a complaint' }))
        .statusCode,
    ).toBe(403)
    const opened = await call('POST', url, world.admin.cookie, {
      reason: 'The parent asked support to check it',
    })
    expect(opened.statusCode).toBe(200)
    const views = (
      await call('GET', `/api/children/${world.maya}/record/views`, world.parent.cookie)
    ).json()
    expect(views.items[0]).toMatchObject({
      viewerName: 'An administrator',
      reason: 'The parent asked support to check it',
    })
  })
})

describe('the rosters', () => {
  it("badge a booked child's severe allergies, never a mild one, and only while shared", async () => {
    const upcoming = (await call('GET', '/api/vendor/bookings', world.sunny.cookie)).json()
    const maya = upcoming.items
      .flatMap((booking: { participants: { firstName: string }[] }) => booking.participants)
      .find((participant: { firstName: string }) => participant.firstName === 'Maya')
    expect(maya.allergyAlerts).toEqual([
      {
        name: 'Peanuts',
        severity: 'life_threatening',
        whatToDo: 'EpiPen in the blue bag, call 911',
      },
    ])
    const past = (await call('GET', '/api/vendor/bookings?when=past', world.oldMill.cookie)).json()
    expect(past.items[0].participants[0]).toMatchObject({ firstName: 'Maya', allergyAlerts: [] })
    const csv = await call('GET', '/api/vendor/bookings.csv', world.sunny.cookie)
    expect(csv.body).toContain('Maya: Peanuts (life-threatening): EpiPen in the blue bag')
    expect(csv.body).not.toContain('Cats')
  })
})

async function viewCount() {
  const [row] = await queryRows<{ n: number }>(
    app.database.db,
    sql`select count(*)::int as n from child_record_views where child_id = ${world.maya}`,
  )
  return Number(row?.n)
}
