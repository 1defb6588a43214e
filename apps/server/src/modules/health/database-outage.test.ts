import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { testDatabaseUrl } from '../../test/database.ts'
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts'

// Short timeouts keep the test quick; the assertions only ask that each request ends.
const timeouts = { connectMs: 3_000, statementMs: 3_000 }
const OUTAGE_TEST_MS = 120_000

describe.runIf(Boolean(testDatabaseUrl))('a PostgreSQL outage', () => {
  let proxy: TcpProxy
  let app: TestAppWithMail
  let cookie: string

  beforeAll(async () => {
    const target = new URL(testDatabaseUrl ?? '')
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    app = await buildTestApp(
      {},
      (instance) => {
        instance.get('/api/test/slow-report', async () => {
          await instance.database.db.execute(sql`select pg_sleep(30)`)
        })
      },
      { port: proxy.port, timeouts },
    )
    ;({ cookie } = await createSignedInUser(app, { email: 'outage-parent@example.com' }))
  })
  afterAll(async () => {
    await proxy?.resume()
    await app?.close()
    await proxy?.close()
  })

  const listActivities = () => app.inject({ method: 'GET', url: '/api/activities' })
  const addChild = (firstName: string) =>
    app.inject({
      method: 'POST',
      url: '/api/children',
      headers: { cookie },
      payload: { firstName, lastName: 'Outage', birthDate: '2018-05-01' },
    })
  const ready = () => app.inject({ method: 'GET', url: '/api/ready' })

  function expectBrieflyUnavailable(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('5')
    expect(response.headers['content-type']).toContain('application/problem+json')
    expect(response.json()).toMatchObject({
      status: 503,
      title: 'Service Unavailable',
      detail: 'The service is briefly unavailable. Please try again in a moment.',
    })
  }

  async function expectDatabaseDown() {
    expectBrieflyUnavailable(await listActivities())
    expectBrieflyUnavailable(await addChild('Refused'))
    const readiness = await ready()
    expect(readiness.statusCode).toBe(503)
    expect(readiness.headers['retry-after']).toBe('5')
    expect(readiness.json()).toMatchObject({
      detail: 'The database is not reachable.',
      checks: { database: { state: 'down', driver: 'postgres' } },
    })
    // Liveness stays green: restarting the process would not bring the database back.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  }

  async function expectServedAgain(firstName: string) {
    expect((await listActivities()).statusCode).toBe(200)
    const added = await addChild(firstName)
    expect(added.statusCode).toBe(201)
    const children = await app.inject({ method: 'GET', url: '/api/children', headers: { cookie } })
    expect(children.json().items.map((child: { firstName: string }) => child.firstName)).toContain(
      firstName,
    )
    expect((await ready()).json()).toMatchObject({ checks: { database: { state: 'up' } } })
  }

  it('works through the proxy while the database is up', async () => {
    await expectServedAgain('Before')
  })

  it('cancels a statement that runs past the timeout, and answers 503', async () => {
    expectBrieflyUnavailable(await app.inject({ method: 'GET', url: '/api/test/slow-report' }))
    expect((await listActivities()).statusCode).toBe(200)
  })

  it('lets maintenance work run past the statement timeout', async () => {
    // Longer than both the server's statement timeout and the client's own timer after it.
    const seconds = (timeouts.statementMs + 1_500) / 1000
    const slow = sql`select pg_sleep(${seconds}) is null as slept`
    await expect(app.database.withoutTimeouts((db) => db.execute(slow))).resolves.toBeDefined()
  })

  it(
    'answers 503 while the database refuses connections, and recovers without a restart',
    async () => {
      await proxy.stop()
      await expectDatabaseDown()
      await proxy.resume()
      await expectServedAgain('AfterStop')
    },
    OUTAGE_TEST_MS,
  )

  it(
    'answers 503 while the database hangs, and recovers without a restart',
    async () => {
      proxy.freeze()
      await expectDatabaseDown()
      await proxy.resume()
      await expectServedAgain('AfterFreeze')
    },
    OUTAGE_TEST_MS,
  )
})
