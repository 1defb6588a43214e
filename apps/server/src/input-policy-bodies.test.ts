// @one-database: every request here is refused by its schema before a statement runs.
import { randomUUID } from 'node:crypto'
import { CONTROL_CHARACTERS_REFUSED } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from './db/schema/index.ts'
import { createSignedInUser, nextClientAddress } from './test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from './test/app.ts'
import { databaseFingerprint } from './test/database-fingerprint.ts'

type Caller = 'visitor' | 'parent' | 'vendor' | 'admin'
type Endpoint = {
  caller: Caller
  method: 'POST' | 'PUT'
  /** `:child`, `:location`, `:activity` and `:vendor` become real ids of the world below. */
  url: string
  body: Record<string, unknown>
  singleLine?: string[]
  multiLine?: string[]
}

const location = {
  name: 'Riverside Studio',
  address: '1 River Road',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  timeZone: 'America/Chicago',
}
const activity = {
  title: 'Clay for Kids',
  type: 'class',
  price: 20,
  shortDescription: 'Hands in clay.',
  description: 'Children shape, glaze and take home a pot.',
  thumbnailUrl: 'https://images.example/clay.jpg',
}
const child = { firstName: 'Sam', lastName: 'Lee', birthDate: '2018-04-02', notes: 'Loves clay' }
const reason = { reason: 'The photos are missing.' }

/** Every JSON endpoint that takes free text, and which of its fields are one line or several. */
const ENDPOINTS: Endpoint[] = [
  {
    caller: 'visitor',
    method: 'POST',
    url: '/api/account/sign-up',
    body: {
      email: 'new@policy.example',
      password: 'password123',
      firstName: 'Ann',
      lastName: 'Lee',
    },
    singleLine: ['email', 'firstName', 'lastName'],
  },
  {
    caller: 'visitor',
    method: 'POST',
    url: '/api/account/sign-in',
    body: { email: 'parent@policy.example', password: 'password123' },
    singleLine: ['email'],
  },
  {
    caller: 'parent',
    method: 'PUT',
    url: '/api/account/profile',
    body: { firstName: 'Pat', lastName: 'Parent' },
    singleLine: ['firstName', 'lastName'],
  },
  {
    caller: 'visitor',
    method: 'POST',
    url: '/api/newsletter',
    body: { email: 'news@policy.example' },
    singleLine: ['email'],
  },
  {
    caller: 'visitor',
    method: 'POST',
    url: '/api/contact',
    body: { name: 'Ann', email: 'ann@policy.example', subject: 'Hello', message: 'A question.' },
    singleLine: ['name', 'email', 'subject'],
    multiLine: ['message'],
  },
  ...(['POST /api/children', 'PUT /api/children/:child'] as const).map(
    (route): Endpoint => ({
      caller: 'parent',
      method: route.startsWith('POST') ? 'POST' : 'PUT',
      url: route.split(' ')[1] ?? '',
      body: child,
      singleLine: ['firstName', 'lastName'],
      multiLine: ['notes'],
    }),
  ),
  {
    caller: 'parent',
    method: 'POST',
    url: `/api/bookings/${randomUUID()}/review`,
    body: { rating: 5, comment: 'Lovely.' },
    multiLine: ['comment'],
  },
  {
    caller: 'vendor',
    method: 'PUT',
    url: '/api/vendor/profile',
    body: {
      businessName: 'Clay Corner',
      description: 'Pottery.',
      website: 'https://clay.example/about',
      email: 'hello@clay.example',
      phone: '512-555-0101',
    },
    singleLine: ['businessName', 'website', 'email', 'phone'],
    multiLine: ['description'],
  },
  ...(['POST /api/vendor/locations', 'PUT /api/vendor/locations/:location'] as const).map(
    (route): Endpoint => ({
      caller: 'vendor',
      method: route.startsWith('POST') ? 'POST' : 'PUT',
      url: route.split(' ')[1] ?? '',
      body: location,
      singleLine: ['name', 'address', 'city', 'state', 'zipcode', 'timeZone'],
    }),
  ),
  {
    caller: 'vendor',
    method: 'PUT',
    url: '/api/vendor/settings',
    body: { notificationEmail: 'desk@clay.example' },
    singleLine: ['notificationEmail'],
  },
  ...(['POST /api/vendor/activities', 'PUT /api/vendor/activities/:activity'] as const).map(
    (route): Endpoint => ({
      caller: 'vendor',
      method: route.startsWith('POST') ? 'POST' : 'PUT',
      url: route.split(' ')[1] ?? '',
      body: activity,
      singleLine: ['title', 'thumbnailUrl'],
      multiLine: ['shortDescription', 'description'],
    }),
  ),
  {
    caller: 'vendor',
    method: 'POST',
    url: `/api/vendor/reviews/${randomUUID()}/reply`,
    body: { reply: 'Thank you!' },
    multiLine: ['reply'],
  },
  ...[
    '/api/admin/vendors/:vendor/reject',
    '/api/admin/vendors/:vendor/suspend',
    '/api/admin/activities/:activity/reject',
  ].map(
    (url): Endpoint => ({
      caller: 'admin',
      method: 'POST',
      url,
      body: reason,
      multiLine: ['reason'],
    }),
  ),
  {
    caller: 'admin',
    method: 'PUT',
    url: '/api/admin/settings',
    body: { autoApproveActivities: false, supportEmail: 'help@policy.example' },
    singleLine: ['supportEmail'],
  },
]

/** What no field may hold; one-line fields also refuse line breaks and tabs. */
const ANYWHERE = ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\ud800b']
const ON_ONE_LINE = [...ANYWHERE, 'a\nb', 'a\r\nb', 'a\tb']

const cases = ENDPOINTS.flatMap((endpoint) => [
  ...(endpoint.singleLine ?? []).flatMap((field) =>
    ON_ONE_LINE.map((value) => ({ endpoint, field, value })),
  ),
  ...(endpoint.multiLine ?? []).flatMap((field) =>
    ANYWHERE.map((value) => ({ endpoint, field, value })),
  ),
])

let app: TestAppWithMail
const cookies = {} as Record<Caller, string>
const ids = {} as Record<'child' | 'location' | 'activity' | 'vendor', string>

beforeAll(async () => {
  app = await buildTestApp({ rateLimitPerMinute: 0 })
  const parent = await createSignedInUser(app, { email: 'parent@policy.example' })
  const vendor = await createSignedInUser(app, {
    email: 'vendor@policy.example',
    roles: ['vendor'],
  })
  const admin = await createSignedInUser(app, { email: 'admin@policy.example', roles: ['admin'] })
  Object.assign(cookies, { visitor: '', parent: parent.cookie, vendor: vendor.cookie })
  cookies.admin = admin.cookie
  await app.database.db
    .update(vendors)
    .set({ status: 'approved' })
    .where(eq(vendors.userId, vendor.userId))
  const send = (caller: Caller, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { cookie: cookies[caller] }, payload })
  ids.child = (await send('parent', '/api/children', child)).json().id
  ids.location = (await send('vendor', '/api/vendor/locations', location)).json().id
  ids.activity = (await send('vendor', '/api/vendor/activities', activity)).json().id
  const [row] = await app.database.db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.userId, vendor.userId))
  ids.vendor = row?.id ?? ''
})
afterAll(async () => {
  await app?.close()
})

const urlOf = (url: string) =>
  url.replace(/:(child|location|activity|vendor)\b/, (_, name: keyof typeof ids) => ids[name])

describe('control characters in JSON text fields', () => {
  it('builds a world where every endpoint accepts its valid body', async () => {
    expect(Object.values(ids).every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true)
  })

  it.each(
    cases.map(({ endpoint, field, value }) => [
      `${endpoint.method} ${endpoint.url} ${field} ${JSON.stringify(value)}`,
      endpoint,
      field,
      value,
    ]) as [string, Endpoint, string, string][],
  )(
    'refuses %s with 400, names the field and changes nothing',
    async (_, endpoint, field, value) => {
      const before = await databaseFingerprint(app.database.db)
      const response = await app.inject({
        method: endpoint.method,
        url: urlOf(endpoint.url),
        remoteAddress: nextClientAddress(),
        headers: endpoint.caller === 'visitor' ? {} : { cookie: cookies[endpoint.caller] },
        payload: { ...endpoint.body, [field]: value },
      })
      expect(response.statusCode).toBe(400)
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/)
      expect(response.json().errors).toEqual({ [field]: [CONTROL_CHARACTERS_REFUSED] })
      expect(await databaseFingerprint(app.database.db)).toEqual(before)
    },
  )
})
