import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from '../../test/accounts.ts'
import { apiAs } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'

let app: TestAppWithMail
let admin: ReturnType<typeof apiAs>
let catalog: ReturnType<typeof catalogRows>
let approvedVendor: { id: string; locationId: string }
let pendingVendor: { id: string; locationId: string }

beforeAll(async () => {
  app = await buildTestApp()
  const boss = await createSignedInUser(app, { email: 'boss@featured.example', roles: ['admin'] })
  admin = apiAs(app, boss.cookie)
  catalog = catalogRows(app.database.db)
  approvedVendor = await catalog.vendor({ name: 'Lakeside Learning' })
  pendingVendor = await catalog.vendor({ name: 'Newcomer Nook', status: 'pending' })
})
afterAll(async () => {
  await app?.close()
})

describe('featuring', () => {
  it('refuses a fifth featured activity, naming how many are featured', async () => {
    const vendor = await catalog.vendor({ name: 'Star Studio' })
    const ids = []
    for (const title of ['Star One', 'Star Two', 'Star Three', 'Star Four', 'Star Five']) {
      ids.push(await catalog.activity({ vendor, title }))
    }
    for (const id of ids.slice(0, 4)) {
      const response = await admin.post(`/api/admin/activities/${id}/feature`)
      expect(response.statusCode).toBe(200)
      expect(response.json().isFeatured).toBe(true)
    }
    const fifth = await admin.post(`/api/admin/activities/${ids[4]}/feature`)
    expect(fifth.statusCode).toBe(409)
    expect(fifth.json().detail).toBe(
      '4 activities are already featured, the most the home page shows. Unfeature one before featuring another.',
    )
    const list = (await admin.get('/api/admin/activities?status=featured')).json()
    expect(list).toMatchObject({ total: 4, featuredCount: 4 })

    expect((await admin.post(`/api/admin/activities/${ids[0]}/unfeature`)).statusCode).toBe(200)
    expect((await admin.post(`/api/admin/activities/${ids[4]}/feature`)).statusCode).toBe(200)
    const home = (await apiAs(app).get('/api/activities/featured')).json()
    expect(home.items.map((item: { title: string }) => item.title).sort()).toEqual(
      ['Star Five', 'Star Four', 'Star Three', 'Star Two'].sort(),
    )
    for (const id of ids.slice(1)) await admin.post(`/api/admin/activities/${id}/unfeature`)
  })

  it('lets only one of several admins featuring at once take the last place', async () => {
    const vendor = await catalog.vendor({ name: 'Race Studio' })
    const ids = []
    for (const title of [
      'Race One',
      'Race Two',
      'Race Three',
      'Race Four',
      'Race Five',
      'Race Six',
    ]) {
      ids.push(await catalog.activity({ vendor, title }))
    }
    for (const id of ids.slice(0, 3)) await admin.post(`/api/admin/activities/${id}/feature`)
    const answers = await Promise.all(
      ids.slice(3).map((id) => admin.post(`/api/admin/activities/${id}/feature`)),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409])
    const list = (await admin.get('/api/admin/activities?status=featured')).json()
    expect(list.featuredCount).toBe(4)
    for (const id of ids) await admin.post(`/api/admin/activities/${id}/unfeature`)
  })

  it('features only approved, active activities of approved providers', async () => {
    const awaiting = await catalog.activity({
      vendor: approvedVendor,
      title: 'Not Yet',
      isApproved: false,
    })
    const notYet = await admin.post(`/api/admin/activities/${awaiting}/feature`)
    expect(notYet.statusCode).toBe(409)
    expect(notYet.json().detail).toBe(
      'Only an approved, active activity can be featured. "Not Yet" is pending review.',
    )
    const ofPending = await catalog.activity({ vendor: pendingVendor, title: 'Too Soon' })
    const tooSoon = await admin.post(`/api/admin/activities/${ofPending}/feature`)
    expect(tooSoon.statusCode).toBe(409)
    expect(tooSoon.json().detail).toBe('Approve the provider first: Newcomer Nook is pending.')
    const plain = await catalog.activity({ vendor: approvedVendor, title: 'Plain Painting' })
    const unfeature = await admin.post(`/api/admin/activities/${plain}/unfeature`)
    expect(unfeature.statusCode).toBe(409)
    expect(unfeature.json().detail).toBe('"Plain Painting" is not featured.')
  })
})
