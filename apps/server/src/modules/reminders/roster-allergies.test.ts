import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { SEALED_MAIL_BODY } from '../../infra/mail/index.ts'
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
    // What a database dump holds of the queued roster: every column as text.
    const [stored] = await queryRows<{ id: string; row: string }>(
      app.database.db,
      sql`select id, m::text as row from mail_outbox m where key like 'roster:%'`,
    )
    expect(stored?.row).toMatch(/,v1\.[\w-]+\./)
    for (const word of ['Peanuts', 'EpiPen', 'ALLERGY', 'Maya']) {
      expect(stored?.row).not.toContain(word)
    }
    const roster = (await app.deliveredMail()).find((mail) =>
      mail.subject.startsWith("Today's roster"),
    )
    expect(roster?.text).toContain(
      '    ALLERGY Peanuts (life-threatening): EpiPen in the blue bag, call 911',
    )
    expect(roster?.text).not.toContain('Cats')

    // The admin's mail screen names the sealed mail but does not open it.
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/mail/${stored?.id}`,
      headers: { cookie: world.admin.cookie },
    })
    expect(detail.json()).toMatchObject({ status: 'sent', body: SEALED_MAIL_BODY })
  })
})
