import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { nextYear } from '../../test/calendar.ts'
import { buildRecordWorld, mayasRecord } from '../../test/record-world.ts'
import { recordSharing } from '../children/index.ts'
import { queueDueRosters } from './provider-rosters.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildRecordWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildRecordWorld(app, 'mail')
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/children/${world.maya}/record`,
    headers: { cookie: world.parent.cookie },
    payload: mayasRecord,
  })
  expect(saved.statusCode).toBe(200)
})
afterAll(async () => {
  await app?.close()
})

describe("the provider's daily roster mail", () => {
  it("names a booked child's severe allergy and what to do, never a mild one", async () => {
    const day = `${nextYear()}-06-10`
    await world.book(world.sunny, world.parent.userId, world.maya, new Date(`${day}T15:00:00Z`))
    const queued = await queueDueRosters({
      db: app.database.db,
      ...app.notices,
      secret: app.config.authSecret ?? '',
      sharing: recordSharing(app.config),
      now: new Date(`${day}T08:00:00Z`),
    })
    expect(queued).toBe(1)
    const roster = (await app.deliveredMail()).find((mail) =>
      mail.subject.startsWith("Today's roster"),
    )
    expect(roster?.text).toContain(
      '    ALLERGY Peanuts (life-threatening): EpiPen in the blue bag, call 911',
    )
    expect(roster?.text).not.toContain('Cats')
  })
})
