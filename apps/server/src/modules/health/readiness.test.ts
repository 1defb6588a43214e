import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts'

const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'
const redisUrl = process.env.TEST_REDIS_URL
const REDIS_TEST_MS = 60_000

describe.runIf(Boolean(redisUrl))('readiness with Redis configured', () => {
  let proxy: TcpProxy
  let app: TestAppWithMail
  beforeAll(async () => {
    const target = new URL(redisUrl ?? '')
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) })
    app = await buildTestApp({ redisUrl: `redis://127.0.0.1:${proxy.port}` })
  })
  afterAll(async () => {
    await proxy?.resume()
    await untilReady()
    await app?.close()
    await proxy?.close()
  })

  const ready = () => app.inject({ method: 'GET', url: '/api/ready' })
  /** Redis reconnects on its own schedule; wait for it rather than guess how long it takes. */
  async function untilReady() {
    for (let attempt = 0; attempt < 100; attempt++) {
      const response = await ready()
      if (response.statusCode === 200) return response
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    return ready()
  }
  async function expectRedisDown() {
    const response = await ready()
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('5')
    expect(response.headers['content-type']).toContain('application/problem+json')
    expect(response.json()).toEqual({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: 'Redis is not reachable.',
      instance: '/api/ready',
      checks: { database: { state: 'up', driver }, redis: { state: 'down' } },
    })
    // Rate limits fall back to memory, so the API itself keeps answering.
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(200)
  }

  it('reports the database and Redis up', async () => {
    const response = await untilReady()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: { state: 'up', driver }, redis: { state: 'up' } },
    })
  })

  it(
    'names Redis as down while it refuses connections, and up again once it is back',
    async () => {
      await proxy.stop()
      await expectRedisDown()
      await proxy.resume()
      expect((await untilReady()).statusCode).toBe(200)
    },
    REDIS_TEST_MS,
  )

  it(
    'keeps answering while Redis accepts connections but never replies',
    async () => {
      proxy.freeze()
      // A signed-out write counts against the general limit, which asks Redis first.
      const write = await app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'frozen-redis@example.com' },
      })
      expect(write.statusCode).toBeLessThan(500)
      expect((await ready()).json().checks.redis).toEqual({ state: 'down' })
      await proxy.resume()
      expect((await untilReady()).statusCode).toBe(200)
    },
    REDIS_TEST_MS,
  )
})
