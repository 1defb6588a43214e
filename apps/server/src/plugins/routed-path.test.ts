// @one-database: the checks on the path (origin, limits, caching, guards) decide alone.
import { mkdtemp, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session, userProfiles } from '../db/schema/index.ts'
import { createSignedInUser, nextClientAddress } from '../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../test/app.ts'
import { requireRole, requireUser, requireVendor } from './auth.ts'

/** Ways to spell the path '/api/<rest>' that a router, a proxy or a browser may treat alike. */
function spellings(rest: string) {
  return [
    `/%61pi/${rest}`,
    `/%2561pi/${rest}`,
    `/%41PI/${rest}`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `/./api/${rest}`,
    `/x/../api/${rest}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/api/${rest}/`,
    `/api/./${rest}`,
    `/api/${rest.replace(/^(.)/, (first) => `%${first.charCodeAt(0).toString(16)}`)}`,
  ]
}

const FOREIGN = [
  { origin: 'https://evil.example' },
  { 'sec-fetch-site': 'cross-site' },
  { origin: 'https://evil.example', 'sec-fetch-site': 'same-site' },
]

let app: TestAppWithMail
let changes = 0
let admin = ''
let vendor = ''
let customer = { userId: '', cookie: '' }

beforeAll(async () => {
  // A built web app, so that a path mistaken for a page would get its index.html.
  const webDistDir = await mkdtemp(path.join(tmpdir(), 'afc-web-'))
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>page</title>')
  app = await buildTestApp({ rateLimitPerMinute: 5, webDistDir }, (instance) => {
    // One state-changing endpoint behind each protected prefix, counting what gets through.
    const change = async () => {
      changes += 1
      return { ok: true }
    }
    instance.post('/api/probe/change', { preHandler: requireUser }, change)
    instance.post('/api/admin/probe/change', { preHandler: requireRole('admin') }, change)
    instance.post('/api/vendor/probe/change', { preHandler: requireVendor }, change)
  })
  admin = (await createSignedInUser(app, { email: 'probe-admin@example.com', roles: ['admin'] }))
    .cookie
  vendor = (await createSignedInUser(app, { email: 'probe-vendor@example.com', roles: ['vendor'] }))
    .cookie
  customer = await createSignedInUser(app, { email: 'probe-family@example.com' })
})
afterAll(async () => {
  await app?.close()
})

describe('checks decide on the path the router matches', () => {
  it.each([
    ['probe/change', () => customer.cookie],
    ['admin/probe/change', () => admin],
    ['vendor/probe/change', () => vendor],
  ])('no spelling of /api/%s changes anything from a foreign site', async (rest, cookie) => {
    for (const url of [`/api/${rest}`, ...spellings(rest)]) {
      for (const headers of FOREIGN) {
        const response = await app.inject({
          method: 'POST',
          url,
          remoteAddress: nextClientAddress(),
          headers: { ...headers, cookie: cookie() },
        })
        expect([403, 404], `${url} ${JSON.stringify(headers)}`).toContain(response.statusCode)
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
      }
    }
    expect(changes).toBe(0)
  })

  it('the same spellings still work from our own pages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/%61pi/probe/change',
      remoteAddress: nextClientAddress(),
      headers: { origin: app.config.publicUrl, cookie: customer.cookie },
    })
    expect(response.statusCode).toBe(200)
    changes = 0
  })

  it('no spelling of a real profile change or session revocation gets through', async () => {
    const other = await createSignedInUser(app, { email: 'probe-second@example.com' })
    const targets = [
      {
        method: 'PUT' as const,
        rest: 'account/profile',
        payload: { firstName: 'E', lastName: 'V' },
      },
      { method: 'POST' as const, rest: 'auth/revoke-other-sessions', payload: {} },
    ]
    for (const { method, rest, payload } of targets) {
      for (const url of spellings(rest)) {
        const response = await app.inject({
          method,
          url,
          payload,
          remoteAddress: nextClientAddress(),
          headers: { origin: 'https://evil.example', cookie: other.cookie },
        })
        expect([403, 404], url).toContain(response.statusCode)
      }
    }
    const [profile] = await app.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.id, other.userId))
    expect(profile?.firstName).toBe('Test')
    const sessions = await app.database.db
      .select()
      .from(session)
      .where(eq(session.userId, customer.userId))
    expect(sessions.length).toBeGreaterThan(0)
  })

  it('an encoded prefix counts towards the general limit', async () => {
    const remoteAddress = nextClientAddress()
    const statuses: number[] = []
    for (const url of ['/api/categories', '/%61pi/categories', '/%61pi/categories']) {
      for (let i = 0; i < 2; i += 1) {
        statuses.push((await app.inject({ method: 'GET', url, remoteAddress })).statusCode)
      }
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses[5]).toBe(429)
  })

  it('an encoded prefix counts towards the contact form limit', async () => {
    const remoteAddress = nextClientAddress()
    const send = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress,
        payload: { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello there!' },
      })
    const statuses: number[] = []
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await send(i % 2 ? '/%61pi/contact' : '/api/contact')).statusCode)
    }
    // Ten a minute, whichever way the path is spelled.
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('an encoded prefix gets the same caching as the plain one', async () => {
    const headersOf = async (url: string) =>
      (await app.inject({ method: 'GET', url, remoteAddress: nextClientAddress() })).headers
    const plain = await headersOf('/api/activities/featured')
    const encoded = await headersOf('/%61pi/activities/featured')
    expect(encoded['cache-control']).toBe(plain['cache-control'])
    expect(plain['cache-control']).toMatch(/^public/)
    expect(encoded.etag).toBe(plain.etag)
    const privateAnswer = await app.inject({
      method: 'GET',
      url: '/%61pi/account/session',
      remoteAddress: nextClientAddress(),
      headers: { cookie: customer.cookie },
    })
    expect(privateAnswer.headers['cache-control']).toBe('no-store')
  })

  it.each(spellings('no-such-endpoint'))('%s is a problem, never the web page', async (url) => {
    const response = await app.inject({ method: 'GET', url, remoteAddress: nextClientAddress() })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
  })

  it('raw dot segments sent over a socket reach no check-free route', async () => {
    // app.inject resolves dot segments itself; a real client can send them as they are.
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const send = (method: string, rawPath: string, headers: Record<string, string>) =>
      new Promise<{ status: number; type: string }>((resolve, reject) => {
        const outgoing = httpRequest({ host: '127.0.0.1', port, method, path: rawPath, headers })
        outgoing.on('response', (response) => {
          response.resume()
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              type: String(response.headers['content-type']),
            }),
          )
        })
        outgoing.on('error', reject)
        outgoing.end()
      })
    for (const rawPath of [
      '/./api/probe/change',
      '/x/../api/probe/change',
      '/api/./probe/change',
    ]) {
      const answer = await send('POST', rawPath, {
        origin: 'https://evil.example',
        cookie: customer.cookie,
      })
      expect([403, 404], rawPath).toContain(answer.status)
    }
    expect(changes).toBe(0)
    for (const rawPath of ['/./api/nothing', '/x/../api/nothing', '/x/..%2fapi/nothing']) {
      const answer = await send('GET', rawPath, {})
      expect(answer.status, rawPath).toBe(404)
      expect(answer.type).toMatch(/^application\/problem\+json/)
    }
  })
})
