import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { multipartFile } from '../../test/multipart.ts'

let app: TestAppWithMail
let alice: { cookie: string; userId: string }
let bob: { cookie: string; userId: string }
let customer: { cookie: string }

const location = {
  name: 'Riverside Studio',
  address: '1 River Road',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  timeZone: 'America/Chicago',
}

beforeAll(async () => {
  app = await buildTestApp()
  alice = await createSignedInUser(app, { email: 'alice@vendor.example', roles: ['vendor'] })
  bob = await createSignedInUser(app, { email: 'bob@vendor.example', roles: ['vendor'] })
  customer = await createSignedInUser(app, { email: 'carl@example.com' })
})
afterAll(async () => {
  await app?.close()
})

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) => app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })

describe('business profile', () => {
  it('refuses a visitor (401) and a customer (403)', async () => {
    expect((await call('GET', '/api/vendor/profile')).statusCode).toBe(401)
    expect((await call('GET', '/api/vendor/profile', customer.cookie)).statusCode).toBe(403)
  })

  it('reads and updates the caller’s own profile', async () => {
    const response = await call('PUT', '/api/vendor/profile', alice.cookie, {
      businessName: 'Alice Art Studio',
      description: 'Painting for small hands.',
      website: 'https://alice.example',
      email: 'Hello@Alice.example',
      phone: '512-555-0101',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      businessName: 'Alice Art Studio',
      email: 'hello@alice.example',
      status: 'pending',
    })
    const bobs = await call('GET', '/api/vendor/profile', bob.cookie)
    expect(bobs.json().businessName).toBe("Test's Business")
  })

  it('clears website and email when they are left empty', async () => {
    const response = await call('PUT', '/api/vendor/profile', alice.cookie, {
      businessName: 'Alice Art Studio',
      website: '',
      email: '',
    })
    expect(response.json()).toMatchObject({ website: null, email: null })
  })

  it.each([
    ['businessName', { businessName: 'A' }, 'Business name must be at least 2 characters'],
    ['website', { businessName: 'Alice', website: 'not a url' }, 'Must be a valid URL'],
    ['website', { businessName: 'Alice', website: 'javascript:alert(1)' }, 'Must be a valid URL'],
    ['email', { businessName: 'Alice', email: 'nope' }, 'Must be a valid email'],
  ])('refuses a bad %s with the product message', async (field, payload, message) => {
    const response = await call('PUT', '/api/vendor/profile', alice.cookie, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().errors[field]).toEqual([message])
  })
})

describe('locations', () => {
  it('keeps exactly one primary location', async () => {
    const first = await call('POST', '/api/vendor/locations', alice.cookie, location)
    expect(first.statusCode).toBe(201)
    expect(first.json().isPrimary).toBe(true)
    const second = await call('POST', '/api/vendor/locations', alice.cookie, {
      ...location,
      name: 'Annex',
      isPrimary: true,
    })
    expect(second.json().isPrimary).toBe(true)
    const profile = (await call('GET', '/api/vendor/profile', alice.cookie)).json()
    expect(
      profile.locations.map((l: { name: string; isPrimary: boolean }) => [l.name, l.isPrimary]),
    ).toEqual([
      ['Annex', true],
      ['Riverside Studio', false],
    ])
    const removePrimary = await call(
      'DELETE',
      `/api/vendor/locations/${second.json().id}`,
      alice.cookie,
    )
    expect(removePrimary.statusCode).toBe(409)
  })

  it('refuses a bad time zone and ZIP code', async () => {
    const response = await call('POST', '/api/vendor/locations', alice.cookie, {
      ...location,
      zipcode: 'ABCDE',
      timeZone: 'Mars/Olympus',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({
      zipcode: ['ZIP code must look like 78701 or 78701-1234'],
      timeZone: ['Choose a time zone such as America/Chicago'],
    })
  })

  it("answers 404 when another vendor touches Alice's location", async () => {
    const created = await call('POST', '/api/vendor/locations', alice.cookie, {
      ...location,
      name: 'Private Room',
    })
    const url = `/api/vendor/locations/${created.json().id}`
    expect((await call('PUT', url, bob.cookie, { ...location, name: 'Stolen' })).statusCode).toBe(
      404,
    )
    expect((await call('DELETE', url, bob.cookie)).statusCode).toBe(404)
    const still = (await call('GET', '/api/vendor/profile', alice.cookie)).json()
    expect(still.locations.map((l: { name: string }) => l.name)).toContain('Private Room')
  })
})

describe('logo and banner uploads', () => {
  const upload = async (
    kind: 'logo' | 'banner',
    file: Parameters<typeof multipartFile>[0],
    cookie = alice.cookie,
  ) => {
    const body = multipartFile(file)
    return app.inject({
      method: 'POST',
      url: `/api/vendor/profile/${kind}`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    })
  }
  const png = () =>
    sharp({ create: { width: 300, height: 300, channels: 3, background: '#e76f51' } })
      .png()
      .toBuffer()

  it('stores a logo as WebP and serves it', async () => {
    const response = await upload('logo', {
      filename: 'logo.png',
      contentType: 'image/png',
      bytes: await png(),
    })
    expect(response.statusCode).toBe(200)
    const { url } = response.json()
    expect(url).toMatch(/^\/uploads\/vendors\/[0-9a-f-]+\/logo-[0-9a-f-]+\.webp$/)
    const served = await app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    const [row] = await app.database.db
      .select()
      .from(vendors)
      .where(eq(vendors.userId, alice.userId))
    expect(row?.logoUrl).toBe(url)
  })

  it('refuses an SVG and an HTML file renamed .png, changing nothing', async () => {
    const before = (await call('GET', '/api/vendor/profile', alice.cookie)).json().bannerUrl
    const svg = await upload('banner', {
      filename: 'banner.svg',
      contentType: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    })
    expect(svg.statusCode).toBe(415)
    const html = await upload('banner', {
      filename: 'banner.png',
      contentType: 'image/png',
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
    })
    expect(html.statusCode).toBe(415)
    expect(html.json().detail).toMatch(/^Please choose an image file/)
    expect((await call('GET', '/api/vendor/profile', alice.cookie)).json().bannerUrl).toBe(before)
  })

  it('refuses a file over 5 MB with 413', async () => {
    const bytes = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)])
    const response = await upload('logo', { filename: 'big.png', contentType: 'image/png', bytes })
    expect(response.statusCode).toBe(413)
    expect(response.json().detail).toBe(
      'The image is larger than 5 MB. Please choose a smaller one.',
    )
  })

  it('refuses a request without a file', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/vendor/profile/logo',
      headers: { cookie: alice.cookie, 'content-type': 'application/json' },
      payload: {},
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
  })
})
