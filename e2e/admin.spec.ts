import path from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'

// The admin area, driven as the demo admin. Decisions change the shared demo data, so they are
// tagged @decides and run in their own project after the others (playwright.config.ts); the
// phone project checks the drawer and a table page. Each worker signs in once (the server allows
// 10 sign-ins per email per minute).

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

test.describe('decisions on the demo data @decides', () => {
  test.describe.configure({ mode: 'serial' })

  test('approves the pending provider, whose awaiting activity goes public with it', async ({
    page,
  }) => {
    await page.goto('/activities?q=Wheel-Throwing')
    await expect(main(page).getByText('No activities found')).toBeVisible()

    await page.goto('/admin/vendors?q=Pinecone')
    const row = main(page).getByRole('row').filter({ hasText: PROVIDER })
    await expect(row).toContainText('Pending')
    await row.getByRole('button', { name: `Approve ${PROVIDER}` }).click()
    const dialog = page.getByRole('alertdialog', { name: `Approve ${PROVIDER}?` })
    await dialog.getByRole('button', { name: 'Approve' }).click()

    await expect(page.getByText(`${PROVIDER} is approved`)).toBeVisible()
    await expect(row).toContainText('Approved')
    // Auto-approval is on (the default): approving a provider approves what it has waiting.
    await expectInCatalogue(page, PROVIDER_ACTIVITY)
  })

  test('approves an activity from the moderation queue', async ({ page }) => {
    await page.goto('/admin/activities')
    const queue = main(page).getByRole('list', { name: 'Activities awaiting approval' })
    await queue.getByRole('button', { name: `Approve ${WAITING_ACTIVITY}` }).click()

    await expect(page.getByText(`"${WAITING_ACTIVITY}" is approved`)).toBeVisible()
    await expect(queue.getByText(WAITING_ACTIVITY)).toHaveCount(0)
    await expectInCatalogue(page, WAITING_ACTIVITY)
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

test('@phone opens the sections from the drawer and shows a table as cards', async ({ page }) => {
  await page.goto('/admin')
  await expect(main(page).getByRole('heading', { name: 'Total Vendors' })).toBeVisible()

  await page.getByRole('button', { name: 'Open navigation' }).click()
  const drawer = page.getByRole('dialog', { name: 'Admin Dashboard navigation' })
  await drawer.getByRole('link', { name: 'Vendors' }).click()

  await expect(drawer).toBeHidden()
  await expect(page).toHaveURL(/\/admin\/vendors$/)
  await expect(main(page).getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'Sunny Studio' })).toBeVisible()
  // Each row is a card on a phone: its actions in reach, and the page never wider than the phone.
  const card = main(page)
    .getByRole('list', { name: 'Providers' })
    .getByRole('listitem')
    .filter({ hasText: 'Sunny Studio' })
  await expect(card.getByRole('button').first()).toBeVisible()
  expect(await page.locator('html').evaluate((root) => root.scrollWidth)).toBeLessThanOrEqual(375)
})
