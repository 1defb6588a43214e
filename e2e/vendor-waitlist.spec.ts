import {
  type APIRequestContext,
  type APIResponse,
  test as base,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test'
import { newParentStorageState } from './support/new-parent'
import { waitForContent } from './support/settled'
import { snapshot } from './support/snapshot'

// A new provider of each project's own (so no other journey's counts move) fills a one-place
// session with one family while another joins its waiting list; the provider reads the line on
// Schedules, raises the capacity (the place is offered to the family waiting), and sends a
// message that reaches the waiting family too.

type Worker = { holderStorageState: string; waiterStorageState: string }

const test = base.extend<object, Worker>({
  holderStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const name = { first: 'Hal', last: `Holder${workerInfo.project.name}` }
      const children = [['Ada', 7]] as const
      await use(await newParentStorageState({ playwright, workerInfo, name, children }))
    },
    { scope: 'worker' },
  ],
  waiterStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const name = { first: 'Wren', last: `Waiting${workerInfo.project.name}` }
      const children = [['Juno', 7]] as const
      await use(await newParentStorageState({ playwright, workerInfo, name, children }))
    },
    { scope: 'worker' },
  ],
})

/** A YYYY-MM-DD date `days` from today. */
function dateFromToday(days: number): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

async function ok(response: Promise<APIResponse>, status = 200) {
  const answer = await response
  expect(answer.status(), await answer.text()).toBe(status)
  return answer.json()
}

/** Signs the page up (browser and API share the cookie) as a new provider of its own. */
async function signUpProvider(page: Page, origin: string, project: string) {
  const headers = { origin }
  const api = page.request
  const email = `line-${project}-${Date.now().toString(36)}@example.com`
  const account = { email, password: 'password123', firstName: 'Lena', lastName: 'Lines' }
  await ok(api.post('/api/account/sign-up', { data: { ...account, role: 'vendor' }, headers }), 201)
  await ok(api.post('/api/account/sign-in', { data: { ...account, role: 'vendor' }, headers }))
  const profile = await ok(api.get('/api/vendor/profile'))
  return { api, vendorId: profile.id as string, headers }
}

/** The admin approves the new provider, so its activities go public. */
async function approve(
  playwright: PlaywrightWorkerArgs['playwright'],
  origin: string,
  vendorId: string,
) {
  const admin = await playwright.request.newContext({ baseURL: origin })
  await ok(
    admin.post('/api/account/sign-in', {
      data: { email: 'admin@example.com', password: 'password123', role: 'admin' },
      headers: { origin },
    }),
  )
  await ok(admin.post(`/api/admin/vendors/${vendorId}/approve`, { headers: { origin } }))
  await admin.dispose()
}

async function childIds(api: APIRequestContext) {
  return ((await ok(api.get('/api/children'))).items as { id: string }[]).map((child) => child.id)
}

test('a provider reads a full session’s waiting list, raises its capacity and writes to the line @both-widths', async ({
  page,
  browser,
  playwright,
  holderStorageState,
  waiterStorageState,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const origin = baseURL ?? ''
  const project = testInfo.project.name
  const title = `Tiny Tinkerers ${project}`
  const { api, vendorId, headers } = await signUpProvider(page, origin, project)
  await approve(playwright, origin, vendorId)
  const location = await ok(
    api.post('/api/vendor/locations', {
      data: {
        name: 'Workshop',
        address: '9 Cog Lane',
        city: 'Chicago',
        state: 'IL',
        zipcode: '60601',
        timeZone: 'America/Chicago',
      },
      headers,
    }),
    201,
  )
  const activity = await ok(
    api.post('/api/vendor/activities', {
      data: {
        title,
        type: 'class',
        categories: [],
        capacity: 1,
        price: 0,
        locationId: location.id,
        description: 'Small hands build small machines, one afternoon at a time.',
      },
      headers,
    }),
    201,
  )
  const created = await ok(
    api.post('/api/vendor/schedules', {
      data: {
        kind: 'single',
        activityId: activity.id,
        date: dateFromToday(10),
        startTime: '10:00',
      },
      headers,
    }),
    201,
  )
  const sessionId = created.created[0].id as string
  try {
    const holder = await browser.newContext({ storageState: holderStorageState })
    await ok(
      holder.request.post('/api/bookings', {
        data: { sessionId, childIds: await childIds(holder.request) },
        headers,
      }),
      201,
    )
    await holder.close()
    const waiter = await browser.newContext({ storageState: waiterStorageState })
    await ok(
      waiter.request.post('/api/waitlist', {
        data: { sessionId, childIds: await childIds(waiter.request) },
        headers,
      }),
      201,
    )
    await waiter.close()

    const row = page.getByRole('listitem').filter({ hasText: title })
    await test.step('Schedules shows the full session’s line', async () => {
      await page.goto(`/vendor/schedules?activityId=${activity.id}`)
      await row.getByRole('button', { name: /^Waiting list \(1\) for / }).click()
      const dialog = page.getByRole('dialog', { name: 'Waiting list' })
      await expect(dialog.getByText('1 / 1 booked')).toBeVisible()
      const line = dialog.getByRole(project === 'phone' ? 'list' : 'table', {
        name: 'Families in line',
      })
      await expect(line).toContainText('#1')
      await expect(line).toContainText(`Wren Waiting${project}`)
      await expect(line).toContainText(`Juno Waiting${project}`)
      await expect(line).toContainText('Waiting')
      // The open dialog hides the page behind it from the accessibility tree: wait on it alone.
      await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0)
      await snapshot(page, testInfo, 'vendor-waitlist')
    })

    await test.step('raising the capacity offers the new place to the family waiting', async () => {
      const dialog = page.getByRole('dialog', { name: 'Waiting list' })
      await dialog.getByLabel('Capacity', { exact: true }).fill('2')
      await dialog.getByRole('button', { name: 'Raise capacity' }).click()
      await expect(page.getByText('Capacity is now 2 per session')).toBeVisible()
      await expect(async () => {
        await page.keyboard.press('Escape')
        await page.reload()
        await row.getByRole('button', { name: /^Waiting list \(1\) for / }).click()
        await expect(
          page
            .getByRole('dialog', { name: 'Waiting list' })
            .getByText(/until \w{3}, \w{3} \d+, \d{4}/),
        ).toBeVisible({ timeout: 3_000 })
      }).toPass({ timeout: 40_000 })
      // The open dialog hides the page behind it from the accessibility tree: wait on it alone.
      await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0)
      await snapshot(page, testInfo, 'vendor-waitlist-offered')
    })

    await test.step('a message reaches the booked family and the one waiting', async () => {
      await page.keyboard.press('Escape')
      await row.getByRole('button', { name: /^Message families of / }).click()
      const dialog = page.getByRole('dialog', { name: 'Message families' })
      await dialog
        .getByLabel('Message', { exact: true })
        .fill('Bring a snack: we build until noon.')
      await dialog.getByRole('checkbox', { name: /on the waiting list/ }).check()
      await dialog.getByRole('button', { name: 'Send' }).click()
      const status = dialog.getByRole('status')
      await expect(status).toContainText('Sent to 2 families')
      await expect(status).toContainText(`Wren Waiting${project} for Juno · waiting list · emailed`)
      await page.keyboard.press('Escape')
    })

    await test.step('the dashboard', async () => {
      await page.goto('/vendor')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await waitForContent(page)
      await snapshot(page, testInfo, 'vendor-dashboard-waitlist')
    })
  } finally {
    // Out of the public catalogue again: later journeys count and picture the demo's own cards
    // (a card without a photo at the top of 'Newest' would change their first row).
    await ok(
      api.patch(`/api/vendor/activities/${activity.id}/status`, {
        data: { isActive: false },
        headers,
      }),
    )
  }
})
