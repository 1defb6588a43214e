import { test as base, expect, type Page } from '@playwright/test'
import { accessibilityFindings } from './support/axe'
import { newParentStorageState } from './support/new-parent'
import { waitForContent } from './support/settled'
import { snapshot } from './support/snapshot'

// A family pays for a paid activity through the offline test checkout: the places are held, a
// declined card changes nothing, a good card confirms the booking. The parent is the spec's own,
// so My Bookings holds only this booking.

const ACTIVITY = 'Coding with Scratch' // Bright Sparks STEM Lab's, $32.00, for ages 7 to 10
const PRICE = '$32.00'

const test = base.extend<object, { parentStorageState: string }>({
  storageState: ({ parentStorageState }, use) => use(parentStorageState),
  parentStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const name = { first: 'Pat', last: `Payer${workerInfo.project.name}` }
      const children = [['Kai', 8]] as const
      await use(await newParentStorageState({ playwright, workerInfo, name, children }))
    },
    { scope: 'worker' },
  ],
})

/** A card expiry two years ahead, as MM/YY. */
const futureExpiry = () => `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`

async function payWith(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Card details' })
  await form.getByLabel('Card number').fill(cardNumber)
  await form.getByLabel('Expiry (MM/YY)').fill(futureExpiry())
  await form.getByLabel('CVC').fill('123')
  await form.getByRole('button', { name: `Pay ${PRICE}` }).click()
}

test('a parent holds places, has a card declined, pays, and sees the booking paid', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const search = await page.request.get(`/api/activities?q=${encodeURIComponent(ACTIVITY)}`)
  const { items } = await search.json()
  const activity = items.find((item: { title: string }) => item.title === ACTIVITY)
  expect(activity?.vendor.businessName).toBe('Bright Sparks STEM Lab')

  await test.step('holds the places and continues to the test checkout', async () => {
    await page.goto(`/activities/${activity.id}`)
    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Book ${ACTIVITY}` })
    await expect(dialog.getByRole('checkbox', { name: /Kai/ })).toBeVisible({ timeout: 15_000 })
    const session = dialog.getByRole('radio').nth(1)
    await expect(session).toBeEnabled()
    await session.check()
    await dialog.getByRole('checkbox', { name: /Kai/ }).check()
    await expect(dialog.getByRole('status', { name: 'Total price' })).toHaveText(PRICE)
    await expect(
      dialog.getByText('Your places are held for 15 minutes while you pay by card'),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Continue to payment' }).click()

    await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/)
    await waitForContent(page, 'Test payment: no money moves')
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(ACTIVITY)
    await expect(page.getByText(/Your places are held for 1[45]:\d\d/)).toBeVisible()
  })

  await test.step('the checkout page has no serious accessibility findings', async () => {
    expect(await accessibilityFindings(page)).toEqual([])
    await snapshot(page, testInfo, 'test-checkout', page.getByRole('main'))
  })

  await test.step('finds the held booking in My Bookings and goes back to pay', async () => {
    await page.goto('/bookings')
    const card = page.getByRole('article', { name: ACTIVITY })
    await expect(card.getByText('Awaiting payment')).toBeVisible()
    await expect(card.getByText(/Held for 1[45]:\d\d/)).toBeVisible()
    await expect(card.getByRole('button', { name: 'Release places' })).toBeVisible()
    await snapshot(page, testInfo, 'bookings-held', card)
    await card.getByRole('button', { name: 'Complete payment' }).click()
    await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/)
  })

  await test.step('a declined card is said by the button, and the places stay held', async () => {
    await payWith(page, '4000 0000 0000 0002')
    const refusal = page.getByRole('alert').filter({ hasText: 'Your card was declined.' })
    await expect(refusal).toBeVisible()
    await expect(refusal).toBeFocused()
    await expect(page.getByText(/Your places are held for \d+:\d\d/)).toBeVisible()
  })

  await test.step('a good card pays, and the return page confirms the booking', async () => {
    await payWith(page, '4242 4242 4242 4242')
    await expect(page).toHaveURL(/\/checkout\/return\?booking=/)
    // The server confirms the payment a moment later, from a job.
    await expect(page.getByRole('heading', { level: 1, name: "You're booked!" })).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByText(`Paid ${PRICE}`)).toBeVisible()
  })

  await test.step('My Bookings shows the booking paid', async () => {
    await page.getByRole('link', { name: 'View my bookings' }).click()
    const card = page.getByRole('article', { name: ACTIVITY })
    await expect(card.getByText('Confirmed')).toBeVisible()
    await expect(card.getByText(`Paid ${PRICE}`)).toBeVisible()
  })
})
