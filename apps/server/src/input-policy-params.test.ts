// @one-database: every request here is refused by its schema before a statement runs.
import { CONTROL_CHARACTERS_REFUSED } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from './db/schema/index.ts'
import { createSignedInUser } from './test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from './test/app.ts'
import { databaseFingerprint } from './test/database-fingerprint.ts'

let app: TestAppWithMail
let admin: string
let vendor: string

beforeAll(async () => {
  app = await buildTestApp({ rateLimitPerMinute: 0 })
  admin = (await createSignedInUser(app, { email: 'admin@params.example', roles: ['admin'] }))
    .cookie
  const owner = await createSignedInUser(app, { email: 'vendor@params.example', roles: ['vendor'] })
  vendor = owner.cookie
  await app.database.db
    .update(vendors)
    .set({ status: 'approved' })
    .where(eq(vendors.userId, owner.userId))
})
afterAll(async () => {
  await app?.close()
})

const NOT_A_VALID_ID = 'Not a valid id'

/** [who, method, url, field the problem names, its message] */
const CASES: [string, 'GET' | 'POST', string, string, string][] = [
  ['visitor', 'GET', '/api/activities?q=%00', 'q', CONTROL_CHARACTERS_REFUSED],
  ['visitor', 'GET', '/api/activities?q=swim%0Aclub', 'q', CONTROL_CHARACTERS_REFUSED],
  ['visitor', 'GET', '/api/activities?location=%00', 'location', CONTROL_CHARACTERS_REFUSED],
  ['visitor', 'GET', '/api/activities/%00', 'id', NOT_A_VALID_ID],
  ['visitor', 'GET', '/api/vendors/abc%00', 'id', NOT_A_VALID_ID],
  ['admin', 'GET', '/api/admin/users?q=%00', 'q', CONTROL_CHARACTERS_REFUSED],
  ['admin', 'GET', '/api/admin/vendors?q=a%00b', 'q', CONTROL_CHARACTERS_REFUSED],
  ['admin', 'GET', '/api/admin/activities?q=%1B', 'q', CONTROL_CHARACTERS_REFUSED],
  ['admin', 'GET', '/api/admin/newsletter?q=%00', 'q', CONTROL_CHARACTERS_REFUSED],
  ['admin', 'GET', '/api/admin/audit-log?adminId=%00', 'adminId', NOT_A_VALID_ID],
  ['admin', 'GET', '/api/admin/audit-log?adminId=someone', 'adminId', NOT_A_VALID_ID],
  ['admin', 'POST', '/api/admin/users/%00/roles', 'id', NOT_A_VALID_ID],
  ['admin', 'POST', '/api/admin/users/not-a-user/disable', 'id', NOT_A_VALID_ID],
  ['admin', 'POST', '/api/admin/vendors/%00/approve', 'id', NOT_A_VALID_ID],
  [
    'vendor',
    'GET',
    '/api/vendor/bookings?activityId=%00',
    'activityId',
    'Choose one of your activities',
  ],
  [
    'vendor',
    'GET',
    '/api/vendor/schedules?activityId=%00',
    'activityId',
    'Choose one of your activities',
  ],
]

describe('%00 and other control characters in query strings and paths', () => {
  it.each(CASES)(
    'the %s gets 400 for %s %s, naming %s, before any query runs',
    async (who, method, url, field, message) => {
      const cookie = who === 'admin' ? admin : who === 'vendor' ? vendor : undefined
      const before = await databaseFingerprint(app.database.db)
      const response = await app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(method === 'POST' ? { payload: { role: 'vendor', grant: true } } : {}),
      })
      expect(response.statusCode).toBe(400)
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
      expect(response.json().errors[field]).toEqual([message])
      expect(await databaseFingerprint(app.database.db)).toEqual(before)
    },
  )

  it('still ignores category slugs it does not know, NUL or not', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/activities?category=%00,art' })
    expect(response.statusCode).toBe(200)
  })
})
