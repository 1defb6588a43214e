import { ADMIN_CHILD_SEARCH_REFUSED } from '@afc/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildRecordWorld } from '../../test/record-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildRecordWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildRecordWorld(app, 'search')
})
afterAll(async () => {
  await app?.close()
})

const search = (q: string, cookie = world.admin.cookie) =>
  app.inject({
    method: 'GET',
    url: `/api/admin/children?q=${encodeURIComponent(q)}`,
    headers: cookie ? { cookie } : {},
  })

describe('an admin finds a child whose record to open', () => {
  it("by the parent's email, in any case, or by a booking's id: names only", async () => {
    const byEmail = await search('PARENT-search@Record.example')
    expect(byEmail.statusCode).toBe(200)
    expect(byEmail.headers['cache-control']).toBe('no-store')
    expect(byEmail.json()).toEqual({
      items: [
        {
          id: world.maya,
          firstName: 'Maya',
          lastName: 'Lopez',
          birthDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          parentEmail: 'parent-search@record.example',
        },
      ],
    })
    const bookingId = await world.book(world.farHills, world.otherParent.userId, world.leo, 5)
    const byBooking = await search(bookingId)
    expect(byBooking.json().items.map((child: { id: string }) => child.id)).toEqual([world.leo])
    expect((await search('nobody@record.example')).json()).toEqual({ items: [] })
    expect((await search(crypto.randomUUID())).json()).toEqual({ items: [] })
  })

  it('refuses a search too short to name anyone, and anyone but an admin', async () => {
    const short = await search(' a ')
    expect(short.statusCode).toBe(400)
    expect(short.json().errors).toEqual({ q: [ADMIN_CHILD_SEARCH_REFUSED] })
    expect((await search('parent-search@record.example', world.parent.cookie)).statusCode).toBe(403)
    expect((await search('parent-search@record.example', world.sunny.cookie)).statusCode).toBe(403)
    expect((await search('parent-search@record.example', '')).statusCode).toBe(401)
  })
})
