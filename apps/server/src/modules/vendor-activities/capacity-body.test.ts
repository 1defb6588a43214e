// @one-database: the body's rule; the capacity rules that need the database are in capacity.test.ts.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'

let app: TestAppWithMail
let owner: { cookie: string; userId: string }
let activityId: string

beforeAll(async () => {
  app = await buildTestApp()
  owner = await createSignedInUser(app, { email: 'owner@capacity-body.example', roles: ['vendor'] })
  await app.database.db
    .update(vendors)
    .set({ status: 'approved' })
    .where(eq(vendors.userId, owner.userId))
  const created = await app.inject({
    method: 'POST',
    url: '/api/vendor/activities',
    headers: { cookie: owner.cookie },
    payload: {
      title: 'Clay Club',
      type: 'class',
      capacity: 12,
      price: 0,
      description: 'Children shape, glaze and take home a small pot of their own.',
    },
  })
  expect(created.statusCode).toBe(201)
  activityId = created.json().id
})
afterAll(async () => {
  await app?.close()
})

const patchCapacity = (payload: object) =>
  app.inject({
    method: 'PATCH',
    url: `/api/vendor/activities/${activityId}/capacity`,
    headers: { cookie: owner.cookie },
    payload,
  })

const storedCapacity = async () =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/vendor/activities/${activityId}`,
      headers: { cookie: owner.cookie },
    })
  ).json().capacity

describe('the capacity endpoint’s body', () => {
  it.each([
    ['no capacity at all', {}],
    ['false', { capacity: false }],
    ['true', { capacity: true }],
    ['an empty list', { capacity: [] }],
    ['a list with a number', { capacity: [5] }],
    ['an object', { capacity: {} }],
    ['a number in a string', { capacity: '12' }],
    ['a word', { capacity: 'none' }],
    ['a fraction', { capacity: 2.5 }],
    ['more than 10,000', { capacity: 10_001 }],
  ])(
    'refuses %s, naming the field and what it takes, and keeps the capacity',
    async (_name, body) => {
      const refused = await patchCapacity(body)

      expect(refused.statusCode).toBe(400)
      expect(refused.headers['content-type']).toContain('application/problem+json')
      expect(refused.json().errors).toEqual({
        capacity: [
          'Capacity must be a whole number from 1 to 10,000, or null, 0 or "" for no limit',
        ],
      })
      expect(await storedCapacity()).toBe(12)
    },
  )

  it('refuses a negative number with the form’s message, and keeps the capacity', async () => {
    const refused = await patchCapacity({ capacity: -3 })

    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual({ capacity: ['Capacity must be at least 1'] })
    expect(await storedCapacity()).toBe(12)
  })

  it.each([
    ['null', null],
    ['0', 0],
    ['an empty string', ''],
  ])('takes %s as no limit', async (_name, capacity) => {
    expect((await patchCapacity({ capacity: 12 })).json().capacity).toBe(12)

    const saved = await patchCapacity({ capacity })

    expect(saved.statusCode).toBe(200)
    expect(saved.json().capacity).toBeNull()
    expect(await storedCapacity()).toBeNull()
  })

  it('takes a whole number up to 10,000', async () => {
    expect((await patchCapacity({ capacity: 10_000 })).json().capacity).toBe(10_000)
    expect((await patchCapacity({ capacity: 1 })).json().capacity).toBe(1)
    expect((await patchCapacity({ capacity: 12 })).json().capacity).toBe(12)
  })
})
