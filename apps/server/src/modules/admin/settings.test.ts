import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { apiAs } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'

let app: TestAppWithMail
let boss: { userId: string; cookie: string }
let admin: ReturnType<typeof apiAs>

const activityForm = (title: string) => ({
  title,
  type: 'class',
  categories: ['art'],
  price: 12,
  description: 'A calm hour of drawing for curious children.',
})

beforeAll(async () => {
  app = await buildTestApp()
  boss = await createSignedInUser(app, { email: 'boss@settings.example', roles: ['admin'] })
  admin = apiAs(app, boss.cookie)
})
afterAll(async () => {
  await app?.close()
})

describe('platform settings', () => {
  it('starts with auto-approval on and no support email', async () => {
    const response = await admin.get('/api/admin/settings')
    expect(response.json()).toEqual({
      autoApproveActivities: true,
      supportEmail: null,
      platformFeePercent: 10,
    })
  })

  it('refuses a bad support email with the form message', async () => {
    const response = await admin.put('/api/admin/settings', {
      autoApproveActivities: true,
      supportEmail: 'not-an-email',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors.supportEmail).toEqual(['Must be a valid email'])
  })

  it("holds an approved provider's new activities for review while auto-approval is off", async () => {
    const saved = await admin.put('/api/admin/settings', {
      autoApproveActivities: false,
      supportEmail: 'Help@Kids.example',
    })
    expect(saved.json()).toEqual({
      autoApproveActivities: false,
      supportEmail: 'help@kids.example',
      platformFeePercent: 10,
    })

    const owner = await createSignedInUser(app, {
      email: 'owner@settings.example',
      roles: ['vendor'],
    })
    await app.database.db
      .update(vendors)
      .set({ status: 'approved' })
      .where(eq(vendors.userId, owner.userId))
    const vendor = apiAs(app, owner.cookie)
    const held = await vendor.post('/api/vendor/activities', activityForm('Held Drawing'))
    expect(held.statusCode).toBe(201)
    expect(held.json().isApproved).toBe(false)
    const queue = (await admin.get('/api/admin/activities?status=pending&q=held')).json()
    expect(queue.total).toBe(1)

    await admin.put('/api/admin/settings', { autoApproveActivities: true, supportEmail: '' })
    const live = await vendor.post('/api/vendor/activities', activityForm('Live Drawing'))
    expect(live.json().isApproved).toBe(true)
  })

  it('names the support email in the mails to providers', async () => {
    await admin.put('/api/admin/settings', {
      autoApproveActivities: true,
      supportEmail: 'help@kids.example',
    })
    const vendor = await catalogRows(app.database.db).vendor({
      name: 'Mail Test Studio',
      status: 'pending',
    })
    await admin.post(`/api/admin/vendors/${vendor.id}/reject`, { reason: 'Missing details.' })
    const mail = (await app.deliveredMail()).findLast((sent) =>
      sent.subject.includes('Mail Test Studio'),
    )
    expect(mail?.text).toContain('Questions? Write to us at help@kids.example.')
  })
})

describe('GET /api/admin/audit-log', () => {
  it('records who approved what, when, and how it looked before and after', async () => {
    const vendor = await catalogRows(app.database.db).vendor({
      name: 'Audit Academy',
      status: 'pending',
    })
    await admin.post(`/api/admin/vendors/${vendor.id}/approve`)

    const log = (await admin.get('/api/admin/audit-log?action=vendor.approve')).json()
    expect(log.total).toBe(1)
    const [entry] = log.items
    expect(entry).toMatchObject({
      adminId: boss.userId,
      adminEmail: 'boss@settings.example',
      action: 'vendor.approve',
      targetType: 'vendor',
      targetId: vendor.id,
      before: { status: 'pending', statusReason: null },
      after: { status: 'approved', statusReason: null, activitiesApproved: 0 },
    })
    expect(Date.now() - new Date(entry.createdAt).getTime()).toBeLessThan(60_000)
  })

  it('records settings changes and filters by admin', async () => {
    const other = await createSignedInUser(app, {
      email: 'other@settings.example',
      roles: ['admin'],
    })
    await apiAs(app, other.cookie).put('/api/admin/settings', {
      autoApproveActivities: false,
      supportEmail: null,
    })
    const theirs = (await admin.get(`/api/admin/audit-log?adminId=${other.userId}`)).json()
    expect(theirs.items).toEqual([
      expect.objectContaining({
        action: 'settings.update',
        before: {
          autoApproveActivities: true,
          supportEmail: 'help@kids.example',
          platformFeePercent: 10,
        },
        after: { autoApproveActivities: false, supportEmail: null, platformFeePercent: 10 },
      }),
    ])
    const mine = (await admin.get(`/api/admin/audit-log?adminId=${boss.userId}&limit=2`)).json()
    expect(mine.items).toHaveLength(2)
    expect(mine.total).toBeGreaterThan(2)
    expect(mine.items.every((item: { adminId: string }) => item.adminId === boss.userId)).toBe(true)
    const unknown = await admin.get('/api/admin/audit-log?action=vendor.delete')
    expect(unknown.statusCode).toBe(400)
  })
})
