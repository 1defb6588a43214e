import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createSignedInUser } from '../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../test/app.ts'
import { serializeError } from './log-serializers.ts'

const EMAIL = 'jane.private@family.example'
const PHONE = '512-555-0199'

let app: TestAppWithMail
const lines: string[] = []
const log = () => lines.join('')
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)

beforeAll(async () => {
  app = await buildTestApp(
    { logLevel: 'info', rateLimitPerMinute: 0 },
    (app) => {
      // A query that fails inside the database with the caller's values among its parameters.
      app.post(
        '/api/test/failing-query',
        { schema: { body: z.object({ email: z.string(), phone: z.string() }) } },
        async (request) => {
          const { email, phone } = request.body
          await app.database.db.execute(sql`select ${email}::text, ${phone}::text, 1 / 0`)
          return {}
        },
      )
    },
    {},
    { write: (line: string) => lines.push(line) },
  )
})
afterAll(async () => {
  await app?.close()
})

describe('the log of a failed database query', () => {
  it('keeps the SQL and the PostgreSQL code, never the values', async () => {
    lines.length = 0
    const response = await app.inject({
      method: 'POST',
      url: `/api/test/failing-query?email=${encodeURIComponent(EMAIL)}`,
      payload: { email: EMAIL, phone: PHONE },
    })
    expect(response.statusCode).toBe(500)
    const failure = entries().find((entry) => entry.msg === 'request failed')
    const err = failure?.err as { message: string; cause?: { code?: string } }
    expect(err.message).toMatch(/^Failed query: select \$1::text, \$2::text, 1 \/ 0/)
    expect(err.cause?.code).toBe('22012')
    expect(log()).not.toContain(EMAIL)
    expect(log()).not.toContain(PHONE)
  })
})

describe('request logs', () => {
  it('show the path a search went to, not what was searched for', async () => {
    const admin = await createSignedInUser(app, { email: 'admin@logs.example', roles: ['admin'] })
    lines.length = 0
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/users?q=${encodeURIComponent(EMAIL)}`,
      headers: { cookie: admin.cookie },
    })
    expect(response.statusCode).toBe(200)
    expect(log()).toContain('/api/admin/users')
    expect(log()).not.toContain(EMAIL)
    expect(log()).not.toContain('jane.private')
  })

  it('show the route of a calendar feed, never its secret token', async () => {
    const parent = await createSignedInUser(app, { email: 'feed@logs.example' })
    const feed = await app.inject({
      method: 'GET',
      url: '/api/account/calendar',
      headers: { cookie: parent.cookie },
    })
    const path = new URL(feed.json().url).pathname
    const token = path.split('/').pop()?.replace('.ics', '') ?? ''
    expect(token.length).toBeGreaterThanOrEqual(20)
    lines.length = 0
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200)
    expect(log()).toContain('/api/calendar/:file')
    expect(log()).not.toContain(token)
  })

  it('show neither the email nor the password of a refused sign-up', async () => {
    lines.length = 0
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { email: EMAIL, password: 'x', firstName: 'Jane', lastName: `Doe\u0000` },
    })
    expect(response.statusCode).toBe(400)
    expect(log()).toContain('request refused')
    expect(log()).not.toContain(EMAIL)
  })
})

describe('serializeError', () => {
  it('drops the values from every cause and from the stack', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'user_email_unique',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      params: [EMAIL],
    })
    const query = Object.assign(
      new Error(`Failed query: insert into "user" values ($1)\nparams: ${EMAIL}`, {
        cause: driver,
      }),
      { query: 'insert into "user" values ($1)', params: [EMAIL] },
    )
    const serialized = serializeError(query)
    expect(JSON.stringify(serialized)).not.toContain(EMAIL)
    expect(serialized).toMatchObject({
      message: 'Failed query: insert into "user" values ($1)',
      query: 'insert into "user" values ($1)',
      cause: { code: '23505', constraint: 'user_email_unique' },
    })
  })

  it('hides the value PostgreSQL quotes in an invalid-input message', () => {
    const error = Object.assign(new Error(`invalid input syntax for type uuid: "${EMAIL}"`), {
      code: '22P02',
    })
    expect(serializeError(error)).toMatchObject({
      message: 'invalid input syntax for type uuid: [redacted]',
      code: '22P02',
    })
  })
})
