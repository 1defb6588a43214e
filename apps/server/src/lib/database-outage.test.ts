import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../test/app.ts'
import { databaseOutageReason } from './database-outage.ts'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })
/** How Drizzle hands a failed query on: its own message quotes the SQL and the parameters. */
const failedQuery = (cause: unknown, params = 'parent@example.com') =>
  new Error(`Failed query: select 1 where $1 = $1\nparams: ${params}`, { cause })

describe('recognising a database outage', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a frozen server', new Error('Query read timeout')],
    ['a server shutting down', withCode('terminating connection', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
  ])('recognises %s, also wrapped by the ORM', (_name, error) => {
    expect(databaseOutageReason(error)).toBeTruthy()
    expect(databaseOutageReason(failedQuery(failedQuery(error)))).toBe(databaseOutageReason(error))
  })

  it('recognises a refused connection to every address of a host', () => {
    const refused = new AggregateError(
      [withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')],
      'connect failed',
    )
    expect(databaseOutageReason(failedQuery(refused))).toBe('ECONNREFUSED')
  })

  it('names the reason without the query or its parameters', () => {
    const reason = databaseOutageReason(failedQuery(new Error('Query read timeout'), 'secret'))
    expect(reason).toBe('Query read timeout')
  })

  it('leaves a client mistake or a bug alone, even when a parameter quotes an outage', () => {
    expect(databaseOutageReason(withCode('duplicate key', '23505'))).toBeUndefined()
    expect(databaseOutageReason(new TypeError('x is undefined'))).toBeUndefined()
    expect(
      databaseOutageReason(failedQuery(withCode('duplicate key', '23505'), 'Query read timeout')),
    ).toBeUndefined()
  })
})

describe('answering a database outage', () => {
  let app: TestAppWithMail
  const logLines: string[] = []
  beforeAll(async () => {
    app = await buildTestApp(
      { logLevel: 'info' },
      (instance) => {
        instance.get('/api/test/database-gone', async () => {
          const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')
          throw failedQuery(refused, 'jane.private@family.example')
        })
        instance.get('/api/test/real-query-error', async () => {
          await instance.database.db.execute(sql`select 1 / 0`)
        })
      },
      {},
      { write: (line: string) => logLines.push(line) },
    )
  })
  afterAll(async () => {
    await app?.close()
  })

  it('answers 503 with Retry-After and problem details', async () => {
    logLines.length = 0
    const response = await app.inject({ method: 'GET', url: '/api/test/database-gone' })
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('5')
    expect(response.headers['content-type']).toContain('application/problem+json')
    expect(response.json()).toEqual({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: 'The service is briefly unavailable. Please try again in a moment.',
      instance: '/api/test/database-gone',
    })
    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(entries.find((entry) => entry.msg === 'database unavailable')).toMatchObject({
      level: 40,
      reason: 'ECONNREFUSED',
    })
    expect(logLines.join('')).not.toContain('jane.private@family.example')
    expect(logLines.join('')).not.toContain('Failed query')
  })

  it("keeps an engine's own query error a 500, not an outage", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/real-query-error' })
    expect(response.statusCode).toBe(500)
    expect(response.headers['retry-after']).toBeUndefined()
  })
})
