import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { signInDemoProvider } from './support/demo-provider'
import { bornYearsAgo, newParentStorageState } from './support/new-parent'

// A family books, finds, downloads and cancels a session of a demo provider's activity, and the
// provider's dashboard follows. Both projects run at once against one server: each signs up a
// parent of its own (so its lists hold only its own records) and books a different session.

type Worker = { parentStorageState: string; vendorApi: APIRequestContext }

const ACTIVITY = 'Watercolor Adventures' // Sunny Studio's, for ages 6 to 10
const PRICE_CENTS = 16_500

const test = base.extend<object, Worker>({
  storageState: ({ parentStorageState }, use) => use(parentStorageState),
  parentStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const name = { first: 'Robin', last: workerInfo.project.name }
      await use(await newParentStorageState({ playwright, workerInfo, name }))
    },
    { scope: 'worker' },
  ],
  // The provider who owns the activity, signed in once per worker (10 sign-ins a minute).
  vendorApi: [
    async ({ playwright }, use, workerInfo) => {
      const request = await signInDemoProvider({ playwright, workerInfo })
      await use(request)
      await request.dispose()
    },
    { scope: 'worker' },
  ],
})

type DashboardStats = { totalEnrollments: number; revenueCents: number }

async function dashboardStats(vendorApi: APIRequestContext): Promise<DashboardStats> {
  const response = await vendorApi.get('/api/vendor/dashboard')
  expect(response.status()).toBe(200)
  const { stats } = await response.json()
  return { totalEnrollments: stats.totalEnrollments, revenueCents: stats.revenueCents }
}

/**
 * Runs `work` while no other worker runs theirs: the dashboard counts the whole provider, so
 * the other project's booking must not land between a reading and the next. mkdir is atomic.
 */
async function alone<T>(work: () => Promise<T>): Promise<T> {
  const lock = path.resolve('test-results/e2e-provider-dashboard.lock')
  await mkdir(path.dirname(lock), { recursive: true })
  for (;;) {
    try {
      await mkdir(lock)
      break
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    return await work()
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}

/** With SCREENSHOT_DIR set, keeps a picture of the page for the docs, named per project. */
async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  const directory = process.env.SCREENSHOT_DIR
  if (!directory) return
  const device = testInfo.project.name === 'phone' ? 'phone' : 'desktop'
  // Toasts of the step before would cover the header in the picture; they come back after.
  const hideToasts = await page.addStyleTag({ content: '[data-sonner-toaster] { display: none }' })
  await page.screenshot({ path: path.resolve(directory, `${name}-${device}.png`) })
  await hideToasts.evaluate((style) => (style as ChildNode).remove())
}

test('a parent adds a child, books, downloads, cancels, and the provider sees it @both-widths', async ({
  page,
  browser,
  vendorApi,
}, testInfo) => {
  test.setTimeout(120_000)
  const child = `Ava${testInfo.project.name}`

  await test.step('adds a child on Child Profiles', async () => {
    await page.goto('/children')
    await expect(page.getByText('No child profiles yet')).toBeVisible()
    await page.getByRole('button', { name: 'Add your first child' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a child' })
    await dialog.getByLabel('First name').fill(child)
    await dialog.getByLabel('Last name').fill('Tester')
    await dialog.getByLabel('Date of birth').fill(bornYearsAgo(7))
    await dialog.getByLabel('Notes (optional)').fill('Loves blue paint')
    await dialog.getByRole('button', { name: 'Add child' }).click()
    await expect(page.getByText(`${child} has been added`)).toBeVisible()
    await expect(page.getByRole('heading', { name: `${child} Tester` })).toBeVisible()
    await expect(page.getByText('Age 7 · Born')).toBeVisible()
    await snapshot(page, testInfo, 'children')
  })

  const search = await page.request.get(`/api/activities?q=${encodeURIComponent(ACTIVITY)}`)
  const { items } = await search.json()
  const activity = items.find((item: { title: string }) => item.title === ACTIVITY)
  expect(activity?.vendor.businessName).toBe('Sunny Studio')

  await alone(async () => {
    const before = await dashboardStats(vendorApi)

    await test.step('books a session more than 48 hours away', async () => {
      await page.goto(`/activities/${activity.id}`)
      await page.getByRole('button', { name: 'Book Now' }).click()
      const dialog = page.getByRole('dialog', { name: `Book ${ACTIVITY}` })
      // Weekly sessions: the third or fourth is two weeks away or more, one per project.
      const session = dialog.getByRole('radio').nth(testInfo.project.name === 'phone' ? 3 : 2)
      await expect(session).toBeEnabled()
      await session.check()
      await dialog.getByRole('checkbox', { name: new RegExp(child) }).check()
      await expect(dialog.getByRole('status', { name: 'Total price' })).toHaveText('$165.00')
      await expect(dialog.getByText('Free up to 48 hours before the activity')).toBeVisible()
      await snapshot(page, testInfo, 'booking-dialog')
      await dialog.getByRole('button', { name: 'Continue to payment' }).click()
    })

    await test.step('pays on the test checkout', async () => {
      await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/)
      const form = page.getByRole('form', { name: 'Card details' })
      await form.getByLabel('Card number').fill('4242 4242 4242 4242')
      await form.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getUTCFullYear() + 2) % 100}`)
      await form.getByLabel('CVC').fill('123')
      await form.getByRole('button', { name: 'Pay $165.00' }).click()
      await expect(page.getByRole('heading', { level: 1, name: "You're booked!" })).toBeVisible({
        timeout: 20_000,
      })
    })

    // The provider earns the price less the platform's 10%.
    const booked = await dashboardStats(vendorApi)
    expect(booked.totalEnrollments).toBe(before.totalEnrollments + 1)
    expect(booked.revenueCents).toBe(before.revenueCents + PRICE_CENTS * 0.9)

    await test.step('the provider sees the earning on Payouts', async () => {
      const provider = await browser.newContext({ storageState: await vendorApi.storageState() })
      const payouts = await provider.newPage()
      await payouts.goto('/vendor/payouts')
      const family = `Robin ${testInfo.project.name[0]?.toUpperCase()}.`
      const list = payouts.getByRole(testInfo.project.name === 'phone' ? 'list' : 'table', {
        name: 'Payments by booking',
      })
      const row = list
        .getByRole(testInfo.project.name === 'phone' ? 'listitem' : 'row')
        .filter({ hasText: family })
      await expect(row.first()).toContainText(ACTIVITY)
      await expect(row.first()).toContainText('$165.00')
      await expect(row.first()).toContainText('$148.50')
      await provider.close()
    })

    await test.step('finds it in My Bookings and downloads the calendar file', async () => {
      await page.getByRole('link', { name: 'View my bookings' }).click()
      await expect(page).toHaveURL(/\/bookings$/)
      const card = page.getByRole('article', { name: ACTIVITY })
      await expect(card).toContainText(`${child} Tester`)
      await expect(card).toContainText('$165.00')
      await expect(card.getByText('Confirmed')).toBeVisible()
      await expect(page.getByLabel('Calendar feed address')).toHaveValue(
        /\/api\/calendar\/.+\.ics$/,
      )
      await snapshot(page, testInfo, 'bookings')

      const downloading = page.waitForEvent('download')
      await card.getByRole('link', { name: 'Add to calendar' }).click()
      const file = await (await downloading).path()
      const calendar = await readFile(file, 'utf8')
      expect(calendar).toContain('BEGIN:VCALENDAR')
      expect(calendar).toContain(ACTIVITY)
    })

    await test.step('cancels it under the 48-hour policy', async () => {
      const card = page.getByRole('article', { name: ACTIVITY })
      await card.getByRole('button', { name: 'Cancel booking' }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' })
      await expect(confirm).toContainText('free up to 48 hours before the activity')
      await confirm.getByRole('button', { name: 'Cancel booking' }).click()
      await expect(page.getByText('Booking cancelled')).toBeVisible()
      await expect(card.getByText('Cancelled')).toBeVisible()
      await expect(card).toContainText('Refunded $165.00')
    })

    const cancelled = await dashboardStats(vendorApi)
    expect(cancelled).toEqual(before)
  })
})
