import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'
import { newParentStorageState } from './support/new-parent'

// Where the keyboard lands when dialogs and drawers open and close, and after saving a form, for
// keyboard and screen-reader users; and why the booking dialog will not take a child too young.

const ACTIVITY = 'Intro to Python for Teens' // Bright Sparks', for ages 12 to 17
const AGES = 'ages 12-17'
// Free, so booking confirms in the dialog instead of going on to the payment page.
const FREE_ACTIVITY = 'Family Science Open House' // Bright Sparks', for all ages, no limit

type Worker = { parentStorageState: string }

const test = base.extend<object, Worker>({
  storageState: ({ parentStorageState }, use) => use(parentStorageState),
  // A parent of this worker's own, with a teenager who may come and a nine-year-old who may not.
  parentStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const children = [
        ['Tess', 14],
        ['Max', 9],
      ] as const
      const name = { first: 'Kim', last: 'Focus' }
      await use(await newParentStorageState({ playwright, workerInfo, name, children }))
    },
    { scope: 'worker' },
  ],
})

async function activityPath(request: APIRequestContext, title: string): Promise<string> {
  const search = await request.get(`/api/activities?q=${encodeURIComponent(title)}`)
  const { items } = await search.json()
  const activity = items.find((item: { title: string }) => item.title === title)
  expect(activity?.vendor.businessName).toBe('Bright Sparks STEM Lab')
  return `/activities/${activity.id}`
}

async function openBooking(page: Page, title = ACTIVITY) {
  await page.goto(await activityPath(page.request, title))
  const bookNow = page.getByRole('button', { name: 'Book Now' })
  await bookNow.click()
  const dialog = page.getByRole('dialog', { name: `Book ${title}` })
  await expect(dialog.getByRole('checkbox', { name: /Tess Focus/ })).toBeVisible()
  return { bookNow, dialog }
}

test.describe('the booking dialog', () => {
  test('gives the focus back to Book Now on Escape and on Close', async ({ page }) => {
    const { bookNow, dialog } = await openBooking(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(bookNow).toBeFocused()

    await bookNow.press('Enter')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(bookNow).toBeFocused()
  })

  test('keeps Shift+Tab inside, going round from the first control to the last', async ({
    page,
  }) => {
    const { dialog } = await openBooking(page)
    const firstSession = dialog.getByRole('radio').first()
    await expect(firstSession).toBeFocused()

    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(firstSession).toBeFocused()
  })

  test('starts Add a child in First name', async ({ page }) => {
    const { dialog } = await openBooking(page)
    await dialog.getByRole('button', { name: 'Add a child' }).click()
    const form = dialog.getByRole('form', { name: 'Add a child' })
    await expect(form.getByLabel('First name')).toBeFocused()
  })

  test('will not take a child outside the ages, and says why in words', async ({ page }) => {
    const { dialog } = await openBooking(page)
    const max = dialog.getByRole('checkbox', { name: /Max Focus/ })
    await expect(max).toBeDisabled()
    await expect(max).toHaveAccessibleDescription(
      new RegExp(
        `^Max will be 9 on [A-Z][a-z]{2} \\d{1,2}(, \\d{4})?; this activity is for ${AGES}\\.$`,
      ),
    )
    await expect(dialog.getByRole('checkbox', { name: /Tess Focus/ })).toBeEnabled()

    // Another session asks again: Max stays out, for the date of that session.
    await dialog.getByRole('radio').nth(1).check()
    await expect(max).toBeDisabled()
    await expect(max).toHaveAccessibleDescription(/^Max will be 9 on /)
  })

  test('gives the focus back to Book Now after booking', async ({ page }) => {
    const { bookNow, dialog } = await openBooking(page, FREE_ACTIVITY)
    // No capacity, and the parent is this worker's own: the first session always suits.
    await dialog.getByRole('radio').first().check()
    await dialog.getByRole('checkbox', { name: /Tess Focus/ }).check()
    await dialog.getByRole('button', { name: 'Confirm booking' }).click()

    const booked = page.getByRole('dialog', { name: "You're booked!" })
    await expect(booked.getByRole('heading', { name: "You're booked!" })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(booked).toBeHidden()
    await expect(bookNow).toBeFocused()
  })
})

test('saving a form keeps the keyboard in it', async ({ page }) => {
  await page.goto('/profile')
  const form = page.getByRole('form', { name: 'Your name' })
  await form.getByLabel('First name').fill('Kimberly')
  await form.getByRole('button', { name: 'Save changes' }).press('Enter')
  await expect(page.getByText('Profile saved')).toBeVisible()
  // Nothing is left to save, so Save is off again: the keyboard waits in the field before it.
  await expect(form.getByLabel('Last name')).toBeFocused()
})

test.describe('drawers on phones @phone', () => {
  test('the menu opens on its first link and closes back to its button', async ({ page }) => {
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Open menu' })
    await open.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()
    await expect(menu.getByRole('button', { name: 'Sign Out' })).not.toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(open).toBeFocused()
  })

  test('the filters open on the first filter and close back to their button', async ({ page }) => {
    await page.goto('/activities')
    const open = page.getByRole('button', { name: 'Filters', exact: true })
    await open.click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await expect(drawer.getByRole('checkbox').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(open).toBeFocused()
  })

  test.describe('in the workspaces', () => {
    test.use({ storageState: { cookies: [], origins: [] } })

    for (const role of ['vendor', 'admin'] as const) {
      test(`the ${role} navigation opens on its first link`, async ({ page, baseURL }) => {
        const signIn = await page.request.post('/api/account/sign-in', {
          data: { email: `${role}@example.com`, password: 'password123', role },
          headers: { origin: baseURL ?? '' },
        })
        expect(signIn.status()).toBe(200)
        await page.goto(`/${role}`)
        const open = page.getByRole('button', { name: 'Open navigation' })
        await open.click()
        const drawer = page.getByRole('dialog')
        await expect(drawer.getByRole('link', { name: 'Dashboard', exact: true })).toBeFocused()
        await page.keyboard.press('Escape')
        await expect(drawer).toBeHidden()
        await expect(open).toBeFocused()
      })
    }
  })
})
