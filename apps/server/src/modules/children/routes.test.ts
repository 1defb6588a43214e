import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'

let app: TestAppWithMail
let parent: { cookie: string }
let other: { cookie: string }

beforeAll(async () => {
  app = await buildTestApp()
  parent = await createSignedInUser(app, { email: 'kids@example.com' })
  other = await createSignedInUser(app, { email: 'nosy@example.com' })
})
afterAll(async () => {
  await app?.close()
})

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) => app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

describe('child profiles', () => {
  it('adds, changes and removes a child, visible to the parent only', async () => {
    const created = await call('POST', '/api/children', parent.cookie, {
      firstName: 'Maya',
      lastName: 'Lopez',
      birthDate: '2019-04-02',
      notes: 'Peanut allergy',
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().id
    expect((await call('GET', '/api/children', other.cookie)).json().items).toEqual([])
    expect(
      (
        await call('PUT', `/api/children/${id}`, other.cookie, {
          firstName: 'X',
          lastName: 'Y',
          birthDate: '2019-04-02',
        })
      ).statusCode,
    ).toBe(404)
    expect((await call('DELETE', `/api/children/${id}`, other.cookie)).statusCode).toBe(404)
    const changed = await call('PUT', `/api/children/${id}`, parent.cookie, {
      firstName: 'Maya',
      lastName: 'Lopez',
      birthDate: '2019-04-02',
      notes: '',
    })
    expect(changed.json()).toMatchObject({ notes: null })
    expect((await call('DELETE', `/api/children/${id}`, parent.cookie)).statusCode).toBe(204)
    expect((await call('GET', '/api/children', parent.cookie)).json().items).toEqual([])
  })

  it('refuses a missing name and a birth date in the future', async () => {
    const response = await call('POST', '/api/children', parent.cookie, {
      firstName: '',
      lastName: 'Lopez',
      birthDate: '2999-01-01',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({
      firstName: ['First name is required'],
      birthDate: ['Date of birth cannot be in the future'],
    })
  })

  it('refuses a visitor', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/children' })).statusCode).toBe(401)
  })
})

describe('the list of children', () => {
  it('pages at most 100 children with the total, oldest first', async () => {
    const family = await createSignedInUser(app, { email: 'big-family@example.com' })
    await app.database.db.execute(sql`insert into children (parent_id, first_name, last_name, birth_date)
      select ${family.userId}, 'Kid' || n, 'Many', date '2010-01-01' + n
      from generate_series(1, 130) as n`)
    const first = await call('GET', '/api/children?limit=100', family.cookie)
    expect(first.json().items).toHaveLength(100)
    expect(first.json()).toMatchObject({ total: 130, page: 1, pageCount: 2 })
    expect(first.json().items[0].firstName).toBe('Kid1')
    const second = await call('GET', '/api/children?limit=100&page=2', family.cookie)
    expect(
      second
        .json()
        .items.map((kid: { firstName: string }) => kid.firstName)
        .at(-1),
    ).toBe('Kid130')
    expect((await call('GET', '/api/children?limit=1000', family.cookie)).statusCode).toBe(400)
  })
})
