import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages, newsletterSubscribers } from '../../db/schema/index.ts'
import { createSignedInUser, nextClientAddress } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildCatalogWorld } from '../../test/catalog-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildCatalogWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildCatalogWorld(app.database.db)
})
afterAll(async () => {
  await app?.close()
})

const post = (url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: nextClientAddress(),
  })

describe('newsletter', () => {
  it('stores a subscription once, whatever the case, and says so each time', async () => {
    for (const email of ['Mum@Example.com', 'mum@example.com ']) {
      const response = await post('/api/newsletter', { email })
      expect(response.statusCode).toBe(200)
      expect(response.json().message).toBe("You've been subscribed to our newsletter.")
    }
    const rows = await app.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'mum@example.com'))
    expect(rows).toHaveLength(1)
  })

  it.each([
    ['', 'Please enter your email address.'],
    ['   ', 'Please enter your email address.'],
    ['not-an-email', 'Please enter a valid email address'],
  ])('refuses %j with a clear message', async (email, message) => {
    const response = await post('/api/newsletter', { email })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.email).toEqual([message])
  })

  it('limits one address to 10 sign-ups a minute', async () => {
    const remoteAddress = nextClientAddress()
    const statuses: number[] = []
    for (let index = 0; index < 11; index++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: `reader${index}@example.com` },
        remoteAddress,
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses[10]).toBe(429)
  })
})

describe('contact form', () => {
  it('stores the message and confirms', async () => {
    const response = await post('/api/contact', {
      name: 'Priya',
      email: 'priya@example.com',
      subject: 'Birthday parties',
      message: 'Do any providers run birthday parties in Austin?',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().message).toMatch(/^Thank you!/)
    const rows = await app.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'priya@example.com'))
    expect(rows).toMatchObject([{ name: 'Priya', subject: 'Birthday parties', isRead: false }])
  })

  it('refuses a message that is too short, naming each field', async () => {
    const response = await post('/api/contact', { name: '', email: 'x', message: 'hi' })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({
      name: ['Please tell us your name'],
      email: ['Please enter a valid email address'],
      message: ['Please write a message of at least 10 characters'],
    })
  })
})

describe('favourites', () => {
  it('keeps favourites per signed-in user', async () => {
    const { cookie } = await createSignedInUser(app, { email: 'fan@example.com' })
    const headers = { cookie }
    const favourite = `/api/favorites/${world.ids.watercolour}`
    expect((await app.inject({ method: 'PUT', url: favourite, headers })).statusCode).toBe(204)
    expect((await app.inject({ method: 'PUT', url: favourite, headers })).statusCode).toBe(204)
    const listed = await app.inject({ method: 'GET', url: '/api/favorites', headers })
    expect(listed.json()).toEqual({ activityIds: [world.ids.watercolour] })

    const other = await createSignedInUser(app, { email: 'other-fan@example.com' })
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/favorites',
      headers: { cookie: other.cookie },
    })
    expect(theirs.json()).toEqual({ activityIds: [] })

    expect((await app.inject({ method: 'DELETE', url: favourite, headers })).statusCode).toBe(204)
    const after = await app.inject({ method: 'GET', url: '/api/favorites', headers })
    expect(after.json()).toEqual({ activityIds: [] })
  })

  it('refuses a visitor, a private activity and an unknown one', async () => {
    const url = `/api/favorites/${world.ids.watercolour}`
    expect((await app.inject({ method: 'PUT', url })).statusCode).toBe(401)
    const { cookie } = await createSignedInUser(app, { email: 'picky@example.com' })
    for (const id of [world.ids.pendingVendor, world.ids.inactive, randomUUID()]) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/favorites/${id}`,
        headers: { cookie },
      })
      expect(response.statusCode).toBe(404)
    }
  })
})
