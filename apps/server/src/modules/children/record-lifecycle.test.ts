import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { resealColumn } from '../../db/reseal-column.ts'
import { bookingParticipants, bookings } from '../../db/schema/index.ts'
import { keyringOf, newDataKeyText } from '../../lib/sealed-text.ts'
import { buildTestApp, TEST_DATA_KEY, type TestAppWithMail } from '../../test/app.ts'
import { buildRecordWorld, mayasRecord } from '../../test/record-world.ts'
import { SEALED_RECORDS } from './record-keys.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildRecordWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildRecordWorld(app, 'life')
  const saved = await call('PUT', `/api/children/${world.maya}/record`, world.parent.cookie, {
    ...mayasRecord,
    photoConsent: false,
  })
  expect(saved.statusCode).toBe(200)
})
afterAll(async () => {
  await app?.close()
})

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) {
  return app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })
}

describe('a key rotation', () => {
  it('re-seals every record with the new key, which alone then reads them', async () => {
    const db = app.database.db
    const fresh = newDataKeyText()
    const rotating = keyringOf(fresh, [TEST_DATA_KEY])
    expect(
      await resealColumn({ db, keyring: rotating, target: SEALED_RECORDS, batchSize: 1 }),
    ).toEqual({
      resealed: 1,
      unreadable: 0,
    })
    expect(await resealColumn({ db, keyring: rotating, target: SEALED_RECORDS })).toEqual({
      resealed: 0,
      unreadable: 0,
    })
    const [row] = await queryRows<{ keyId: string }>(
      db,
      sql`select split_part(sealed, '.', 2) as "keyId" from child_records where child_id = ${world.maya}`,
    )
    expect(row?.keyId).toBe(rotating.current.id)
    expect(
      await resealColumn({ db, keyring: keyringOf(newDataKeyText()), target: SEALED_RECORDS }),
    ).toEqual({
      resealed: 0,
      unreadable: 1,
    })
    // Put the test key back for the tests that read through the app.
    await resealColumn({ db, keyring: keyringOf(TEST_DATA_KEY, [fresh]), target: SEALED_RECORDS })
    const own = await call('GET', `/api/children/${world.maya}/record`, world.parent.cookie)
    expect(own.json().record.allergies[0].name).toBe('Peanuts')
  })
})

describe("the parent's copy and the deletion", () => {
  it('downloads the profile, the record, the bookings and the access log as JSON', async () => {
    await call('GET', `/api/vendor/children/${world.maya}/record`, world.sunny.cookie)
    const copy = await call('GET', `/api/children/${world.maya}/export`, world.parent.cookie)
    expect(copy.statusCode).toBe(200)
    expect(copy.headers['content-disposition']).toContain('attachment')
    const body = copy.json()
    expect(body.profile).toMatchObject({ firstName: 'Maya', lastName: 'Lopez' })
    expect(body.record).toMatchObject({ doctorName: 'Dr Okafor', photoConsent: false })
    expect(body.bookings.map((booking: { provider: string }) => booking.provider).sort()).toEqual([
      'Old Mill life',
      'Sunny Studio life',
    ])
    expect(body.accessLog).toEqual([
      expect.objectContaining({ viewerName: 'Sunny Studio life', viewerKind: 'provider' }),
    ])
  })

  it('deletes the record and the log with the child, and keeps its bookings without its name', async () => {
    const db = app.database.db
    const removed = await call('DELETE', `/api/children/${world.maya}`, world.parent.cookie)
    expect(removed.statusCode).toBe(204)
    const [left] = await queryRows<{ records: number; views: number }>(
      db,
      sql`select (select count(*)::int from child_records where child_id = ${world.maya}) as records,
        (select count(*)::int from child_record_views where child_id = ${world.maya}) as views`,
    )
    expect(left).toEqual({ records: 0, views: 0 })
    const kept = await db
      .select({ firstName: bookingParticipants.firstName, lastName: bookingParticipants.lastName })
      .from(bookingParticipants)
      .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
      .where(eq(bookings.customerId, world.parent.userId))
    expect(kept).toHaveLength(2)
    expect(kept.every((row) => row.firstName === 'Former' && row.lastName === 'participant')).toBe(
      true,
    )
    expect(
      (await call('GET', `/api/children/${world.maya}/export`, world.parent.cookie)).statusCode,
    ).toBe(404)
  })
})
