import { CONTROL_CHARACTERS_REFUSED } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'

let app: TestAppWithMail
let owner: { cookie: string; userId: string }

const form = {
  title: 'Messy Play',
  type: 'class',
  categories: ['art'],
  price: 15,
  description: 'Paint, foam and slime for the bravest toddlers in town.',
}
const TOO_LONG = 'What to bring must be at most 500 characters'

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: owner.cookie }, ...(payload ? { payload } : {}) })
const publicDetail = (id: string) => app.inject({ method: 'GET', url: `/api/activities/${id}` })

async function createWith(whatToBring?: string) {
  const response = await send('POST', '/api/vendor/activities', { ...form, whatToBring })
  expect(response.statusCode).toBe(201)
  return response.json().id as string
}

beforeAll(async () => {
  app = await buildTestApp()
  owner = await createSignedInUser(app, { email: 'owner@bring.example', roles: ['vendor'] })
  await app.database.db
    .update(vendors)
    .set({ status: 'approved' })
    .where(eq(vendors.userId, owner.userId))
})
afterAll(async () => {
  await app?.close()
})

describe('what to bring', () => {
  it('is stored trimmed with its line breaks and shown to the provider and to families', async () => {
    const id = await createWith('  Water bottle\nIndoor shoes  ')
    const own = await send('GET', `/api/vendor/activities/${id}`)
    expect(own.json().whatToBring).toBe('Water bottle\nIndoor shoes')
    expect((await publicDetail(id)).json().whatToBring).toBe('Water bottle\nIndoor shoes')
  })

  it('is null when missing or left empty, and an edit can clear it', async () => {
    expect((await publicDetail(await createWith())).json().whatToBring).toBeNull()
    const id = await createWith('Apron')
    const edited = await send('PUT', `/api/vendor/activities/${id}`, { ...form, whatToBring: ' ' })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().whatToBring).toBeNull()
    expect((await publicDetail(id)).json().whatToBring).toBeNull()
  })

  it('takes up to 500 characters', async () => {
    const id = await createWith('x'.repeat(500))
    expect((await publicDetail(id)).json().whatToBring).toHaveLength(500)
  })

  it.each([
    ['501 characters', 'x'.repeat(501), TOO_LONG],
    ['a control character', 'Water bottle\u0000', CONTROL_CHARACTERS_REFUSED],
    ['a bell', 'Apron\u0007', CONTROL_CHARACTERS_REFUSED],
  ])('refuses %s with the field message and changes nothing', async (_, whatToBring, message) => {
    const created = await send('POST', '/api/vendor/activities', {
      ...form,
      title: 'Refused Play',
      whatToBring,
    })
    expect(created.statusCode).toBe(400)
    expect(created.json().errors.whatToBring).toEqual([message])
    const list = await send('GET', '/api/vendor/activities?limit=100')
    expect(list.json().items.map((item: { title: string }) => item.title)).not.toContain(
      'Refused Play',
    )

    const id = await createWith('Apron')
    const edited = await send('PUT', `/api/vendor/activities/${id}`, {
      ...form,
      title: 'Renamed Play',
      whatToBring,
    })
    expect(edited.statusCode).toBe(400)
    expect(edited.json().errors.whatToBring).toEqual([message])
    expect((await send('GET', `/api/vendor/activities/${id}`)).json()).toMatchObject({
      title: form.title,
      whatToBring: 'Apron',
    })
  })
})
