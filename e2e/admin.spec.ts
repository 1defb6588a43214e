import path from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'

// The admin area, driven as the demo admin. Both projects run at once against the same demo
// data, so only the desktop project takes decisions; the phone project checks the drawer and a
// table page. Each worker signs in once (the server allows 10 sign-ins per email per minute).

const test = base.extend<object, { adminStorageState: string }>({
  storageState: ({ adminStorageState }, use) => use(adminStorageState),
  adminStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? ''
      const request = await playwright.request.newContext({ baseURL })
      const signIn = await request.post('/api/account/sign-in', {
        data: { email: 'admin@example.com', password: 'password123', role: 'admin' },
        headers: { origin: baseURL },
      })
      expect(signIn.status()).toBe(200)
      const file = path.join(workerInfo.project.outputDir, `admin-${workerInfo.workerIndex}.json`)
      await request.storageState({ path: file })
      await request.dispose()
      await use(file)
    },
    { scope: 'worker' },
  ],
})

const PROVIDER = 'Pinecone Pottery Club'
const PROVIDER_ACTIVITY = 'Wheel-Throwing for Beginners'
const WAITING_ACTIVITY = 'Snowshoe Adventure Day'

function main(page: Page) {
  return page.getByRole('main')
}

/** The public catalogue, searched for `title`, shows it. */
async function expectInCatalogue(page: Page, title: string) {
  await page.goto(`/activities?q=${encodeURIComponent(title)}`)
  await expect(main(page).getByRole('article').filter({ hasText: title })).toBeVisible()
}

test.describe('decisions on the demo data', () => {
  test.describe.configure({ mode: 'serial' })
  // The phone project (a mobile device) runs at the same time: only one project may decide.
  test.skip(({ isMobile }) => isMobile, 'changes shared demo data: desktop only')

  /** Approves `title` from the moderation queue and finds it in the public catalogue. */
  async function approveFromQueue(page: Page, title: string) {
    await page.goto('/admin/activities')
    const queue = main(page).getByRole('list', { name: 'Activities awaiting approval' })
    await queue.getByRole('button', { name: `Approve ${title}` }).click()

    await expect(page.getByText(`"${title}" is approved`)).toBeVisible()
    await expect(queue.getByText(title)).toHaveCount(0)
    await expectInCatalogue(page, title)
  }

  test('approves the pending provider and its activity, which then goes public', async ({
    page,
  }) => {
    await page.goto('/activities?q=Wheel-Throwing')
    await expect(main(page).getByRole('article')).toHaveCount(0)

    await page.goto('/admin/vendors?q=Pinecone')
    const row = main(page).getByRole('row').filter({ hasText: PROVIDER })
    await expect(row).toContainText('Pending')
    await row.getByRole('button', { name: `Approve ${PROVIDER}` }).click()
    const dialog = page.getByRole('alertdialog', { name: `Approve ${PROVIDER}?` })
    await dialog.getByRole('button', { name: 'Approve' }).click()

    await expect(page.getByText(`${PROVIDER} is approved`)).toBeVisible()
    await expect(row).toContainText('Approved')
    // An approved provider's listing still waits for its own approval.
    await page.goto('/activities?q=Wheel-Throwing')
    await expect(main(page).getByRole('article')).toHaveCount(0)
    await approveFromQueue(page, PROVIDER_ACTIVITY)
  })

  test('approves another activity from the moderation queue', async ({ page }) => {
    await approveFromQueue(page, WAITING_ACTIVITY)
  })

  test('features an activity, making room on the home page first', async ({ page }) => {
    await page.goto(`/admin/activities?q=${encodeURIComponent(PROVIDER_ACTIVITY)}`)
    await main(page)
      .getByRole('button', { name: `Feature ${PROVIDER_ACTIVITY}` })
      .click()

    const full = page.getByRole('dialog', { name: 'The home page is full' })
    const featured = page.getByText(`"${PROVIDER_ACTIVITY}" is featured on the home page`)
    await expect(full.or(featured)).toBeVisible()
    if (await full.isVisible()) {
      const status = full.getByRole('status')
      await expect(status).toContainText('featured')
      // Take off as many as the dialog asks (other admins may have featured more meanwhile).
      while (!(await status.textContent())?.includes('places taken')) {
        const before = await status.textContent()
        await full
          .getByRole('button', { name: /^Unfeature / })
          .first()
          .click()
        await expect(status).not.toHaveText(before ?? '')
      }
      await full.getByRole('button', { name: `Feature "${PROVIDER_ACTIVITY}"` }).click()
    }
    await expect(featured).toBeVisible()

    await page.goto('/')
    const home = page.getByRole('region', { name: 'Featured Activities' })
    await expect(home.getByRole('article').filter({ hasText: PROVIDER_ACTIVITY })).toBeVisible()
  })
})

test('@phone opens the sections from the drawer and scrolls a wide table', async ({ page }) => {
  await page.goto('/admin')
  await expect(main(page).getByRole('heading', { name: 'Total Vendors' })).toBeVisible()

  await page.getByRole('button', { name: 'Open navigation' }).click()
  const drawer = page.getByRole('dialog', { name: 'Admin Dashboard navigation' })
  await drawer.getByRole('link', { name: 'Vendors' }).click()

  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/vendors$/)
  await expect(main(page).getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'Sunny Studio' })).toBeVisible()
  // The table scrolls inside its box; the page itself never gets wider than the phone.
  const table = main(page).locator('[data-slot="table-container"]')
  expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
