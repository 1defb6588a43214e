import path from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'
import { signInDemoProvider } from './support/demo-provider'

// The provider workspace, driven as the demo provider. Other specs use the same provider at the
// same time, so every record made here carries a name of its own, and each worker signs in once
// (the server allows 10 sign-ins per email per minute).

const test = base.extend<object, { vendorStorageState: string }>({
  storageState: ({ vendorStorageState }, use) => use(vendorStorageState),
  vendorStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const request = await signInDemoProvider({ playwright, workerInfo })
      const file = path.join(workerInfo.project.outputDir, `vendor-${workerInfo.workerIndex}.json`)
      await request.storageState({ path: file })
      await request.dispose()
      await use(file)
    },
    { scope: 'worker' },
  ],
})

test.describe.configure({ mode: 'serial' })

const DEMO_LOGO = path.resolve('apps/server/assets/demo/activity-art-clay.webp')

/** A YYYY-MM-DD date `days` from today. */
function dateFromToday(days: number): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** How many Mondays and Wednesdays fall between two dates, both included. */
function mondaysAndWednesdays(from: string, to: string): number {
  let count = 0
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); ) {
    if (day.getUTCDay() === 1 || day.getUTCDay() === 3) count += 1
    day.setUTCDate(day.getUTCDate() + 1)
  }
  return count
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option }).click()
}

function main(page: Page) {
  return page.getByRole('main')
}

let title = ''
let activityPath = ''

test('creates an activity and finds it in My Activities', async ({ page }, testInfo) => {
  title = `Clay Dragons ${testInfo.project.name} ${Date.now().toString(36)}`
  await page.goto('/vendor/activities/new')
  await expect(page.getByRole('heading', { name: 'Create New Activity' })).toBeVisible()

  await page.getByLabel('Title').fill(title)
  await choose(page, 'Activity Type', 'Course')
  await page.getByRole('button', { name: 'Category' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Art & Craft' }).click()
  await page.keyboard.press('Escape')
  await page.getByLabel('Minimum Age').fill('6')
  await page.getByLabel('Maximum Age').fill('11')
  await page.getByLabel('Capacity').fill('8')
  await page.getByLabel('Price ($)').fill('24.50')
  await page.getByLabel('Duration (minutes)').fill('60')
  await expect(page.getByRole('combobox', { name: 'Location' })).toContainText('Sunny Studio')
  await page.getByLabel('Full Description').fill('Pinch, coil and slab a family of clay dragons.')
  await page.getByRole('button', { name: 'Create Activity' }).click()

  await expect(page.getByText(`${title} has been created successfully!`)).toBeVisible()
  await expect(page).toHaveURL(/\/vendor\/activities$/)
  const card = main(page).getByRole('article').filter({ hasText: title })
  await expect(card.getByText('Course')).toBeVisible()
  await expect(card.getByText('$24.50')).toBeVisible()
  await card.getByRole('link', { name: `Manage ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  activityPath = new URL(page.url()).pathname
})

test('adds a weekly series to it and sees the sessions', async ({ page }) => {
  const from = dateFromToday(7)
  const to = dateFromToday(27)
  const expected = mondaysAndWednesdays(from, to)
  const activityId = activityPath.split('/').at(-1)
  await page.goto(`/vendor/schedules?activityId=${activityId}`)
  await expect(main(page).getByText('No upcoming sessions')).toBeVisible()

  await page.getByRole('button', { name: 'Add session' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add sessions' })
  await dialog.getByRole('tab', { name: 'Weekly series' }).click()
  await expect(dialog.getByRole('combobox', { name: 'Activity' })).toContainText(title)
  await dialog.getByRole('checkbox', { name: 'Monday' }).check()
  await dialog.getByRole('checkbox', { name: 'Wednesday' }).check()
  await dialog.getByLabel('From').fill(from)
  await dialog.getByLabel('To', { exact: true }).fill(to)
  await dialog.getByLabel('Start time').fill('10:15')
  await dialog.getByRole('button', { name: 'Add sessions' }).click()

  await expect(main(page).getByRole('status')).toHaveText(`${expected} sessions added`)
  const rows = main(page).getByRole('listitem').filter({ hasText: title })
  await expect(rows).toHaveCount(expected)
  await expect(rows.first()).toContainText('10:15–11:15')
  await expect(rows.first()).toContainText('0 / 8 booked')
})

test('edits it', async ({ page }) => {
  title = `${title} (ages 6+)`
  await page.goto(activityPath)
  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { name: 'Edit Activity' })).toBeVisible()
  await expect(page.getByLabel('Price ($)')).toHaveValue('24.50')

  await page.getByLabel('Title').fill(title)
  await page.getByRole('button', { name: 'Save Changes' }).click()

  await expect(page).toHaveURL(new RegExp(`${activityPath}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})

test('turns it inactive', async ({ page }) => {
  await page.goto(activityPath)
  const active = page.getByRole('switch', { name: 'Active: open for bookings' })
  await expect(active).toBeChecked()

  await active.click()

  await expect(page.getByText('Activity is now inactive')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Active: open for bookings' })).not.toBeChecked()
  await expect(main(page).getByText('Inactive', { exact: true })).toBeVisible()
})

test('deletes it after confirmation', async ({ page }) => {
  await page.goto(activityPath)
  await page.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText(
    'Are you sure you want to delete this activity? This action cannot be undone.',
  )
  await confirm.getByRole('button', { name: 'Delete' }).click()

  await expect(page.getByText('Activity has been deleted successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/vendor\/activities$/)
  await expect(main(page).getByRole('article').first()).toBeVisible()
  await expect(main(page).getByRole('heading', { name: title })).toHaveCount(0)
})

test('uploads a logo and shows it on the public provider page', async ({ page }) => {
  await page.goto('/vendor/profile')
  const uploaded = page.waitForResponse('**/api/vendor/profile/logo')
  await page.getByLabel('Logo image file').setInputFiles(DEMO_LOGO)

  await expect(page.getByText('Logo uploaded')).toBeVisible()
  const { url } = await (await uploaded).json()
  await expect(page.getByRole('img', { name: 'Your logo' })).toHaveAttribute('src', url)

  await page.getByRole('link', { name: 'View public page' }).click()
  await expect(page).toHaveURL(/\/vendors\//)
  // An uploaded logo: the demo's own are not under /uploads/.
  await expect(page.locator('img[src^="/uploads/vendors/"]').first()).toBeVisible()
})

test('checks the business profile with the shared messages', async ({ page }) => {
  await page.goto('/vendor/profile')
  await expect(page.getByLabel('Business Name')).toHaveValue('Sunny Studio')

  await page.getByLabel('Business Name').fill('S')
  await page.getByLabel('Website').fill('not a website')
  await page.getByLabel('Email').fill('nobody')
  await page.getByRole('button', { name: 'Save Changes' }).click()

  await expect(page.getByText('Business name must be at least 2 characters')).toBeVisible()
  await expect(page.getByText('Must be a valid URL')).toBeVisible()
  await expect(page.getByText('Must be a valid email')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Business Name')).toHaveValue('Sunny Studio')
})
