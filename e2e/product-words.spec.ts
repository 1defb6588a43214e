import { test as base, expect } from '@playwright/test'
import { newParentStorageState } from './support/new-parent'

// The product's own words where payments changed the screens: a paid booking ends, as a free one
// does, with 'Booking successful!', once. Each project signs up a parent of its own.

const ACTIVITY = 'Kitchen Chemistry' // Bright Sparks STEM Lab's, $29.00, for ages 5 to 9
const PRICE = '$29.00'

const test = base.extend<object, { parentStorageState: string }>({
  storageState: ({ parentStorageState }, use) => use(parentStorageState),
  parentStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const name = { first: 'Wren', last: `Words${workerInfo.project.name}` }
      const children = [['Ivy', 7]] as const
      await use(await newParentStorageState({ playwright, workerInfo, name, children }))
    },
    { scope: 'worker' },
  ],
})

test("a paid booking says 'Booking successful!' once, and not again on a reload", async ({
  page,
}) => {
  test.setTimeout(90_000)
  const search = await page.request.get(`/api/activities?q=${encodeURIComponent(ACTIVITY)}`)
  const { items } = await search.json()
  const activity = items.find((item: { title: string }) => item.title === ACTIVITY)
  expect(activity?.vendor.businessName).toBe('Bright Sparks STEM Lab')

  await page.goto(`/activities/${activity.id}`)
  const card = page.getByRole('region', { name: 'Book this activity' })
  await expect(card.getByText("You won't be charged until you complete your booking")).toBeVisible()
  await card.getByRole('button', { name: 'Book Now' }).click()
  const dialog = page.getByRole('dialog', { name: `Book ${ACTIVITY}` })
  await dialog.getByRole('checkbox', { name: /Ivy/ }).check({ timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Continue to payment' }).click()

  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/)
  const form = page.getByRole('form', { name: 'Card details' })
  await form.getByLabel('Card number').fill('4242 4242 4242 4242')
  await form.getByLabel('Expiry (MM/YY)').fill(`12/${(new Date().getUTCFullYear() + 2) % 100}`)
  await form.getByLabel('CVC').fill('123')
  await form.getByRole('button', { name: `Pay ${PRICE}` }).click()

  // The server confirms the payment a moment later, from a job.
  const booked = page.getByRole('heading', { level: 1, name: "You're booked!" })
  await expect(booked).toBeVisible({ timeout: 20_000 })
  const toast = page.getByText('Booking successful!')
  await expect(toast).toBeVisible()
  await expect(toast).toHaveCount(1)

  await page.reload()
  await expect(booked).toBeVisible({ timeout: 20_000 })
  // The toast would come with the heading, in the same render: none came.
  await expect(toast).toHaveCount(0)
})
