import { expect, type Page } from '@playwright/test'
import { testAs } from './support/viewers'

// What a phone gets instead of the desktop's layout: the activity list grows 12 cards at a time,
// admin tables become cards, and provider screens say which zone a session time is in.

const visitor = testAs('visitor')
const admin = testAs('admin')
const provider = testAs('provider')

const results = (page: Page) => page.getByRole('region', { name: 'Results' })
const cards = (page: Page) => results(page).getByRole('article')

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  // The root element is document.scrollingElement in standards mode.
  const [scrollWidth, clientWidth] = await page
    .locator('html')
    .evaluate((root) => [root.scrollWidth, root.clientWidth])
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth ?? 0)
}

visitor(
  '@phone shows 12 activities, then 12 more on Show more, and keeps them across a reload',
  async ({ page }) => {
    await page.goto('/activities')
    await expect(cards(page)).toHaveCount(12)
    // Only the shown count is pinned: other specs add activities to the catalogue meanwhile.
    const count = results(page)
      .getByRole('status')
      .filter({ hasText: /^Showing \d+ of/ })
    await expect(count).toHaveText(/^Showing 12 of \d+ activities$/)
    const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1])
    expect(total, 'the demo catalogue has more than two phone pages').toBeGreaterThan(24)

    await results(page).getByRole('button', { name: 'Show more' }).click()

    await expect(cards(page)).toHaveCount(24)
    await expect(page).toHaveURL(/\/activities\?shown=24$/)
    await expect(count).toHaveText(/^Showing 24 of \d+ activities$/)
    // Keyboard users carry on at the first new card.
    const thirteenth = cards(page).nth(12)
    await expect(thirteenth.getByRole('link').first()).toBeFocused()

    // A reload shows the same cards, with the same card at the same place in the window.
    await cards(page).nth(19).scrollIntoViewIfNeeded()
    const top = () =>
      cards(page)
        .nth(19)
        .evaluate((card) => Math.round(card.getBoundingClientRect().top))
    const place = await top()
    await page.reload()
    await expect(cards(page)).toHaveCount(24)
    await expect(count).toHaveText(/^Showing 24 of \d+ activities$/)
    await expect.poll(async () => Math.abs((await top()) - place)).toBeLessThanOrEqual(2)
    await expectNoSidewaysScroll(page)
  },
)

visitor('@phone starts again at 12 cards when a filter changes', async ({ page }) => {
  await page.goto('/activities?shown=36')
  await expect(cards(page)).toHaveCount(36)
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc')
  await expect(page).toHaveURL(/\/activities\?sort=price_asc$/)
  await expect(cards(page)).toHaveCount(12)
})

// Untagged, so at the desktop width only: phones show more cards instead.
visitor('keeps numbered pages on a wide screen', async ({ page }) => {
  await page.goto('/activities')
  await expect(cards(page)).toHaveCount(24)
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible()
  await expect(results(page).getByRole('button', { name: 'Show more' })).toHaveCount(0)
})

admin('@phone shows the users as cards with their actions in reach', async ({ page }) => {
  // Searched for: the browser specs sign up many parents, which push the demo one off page 1.
  await page.goto('/admin/users?q=parent%40example.com')
  const list = page.getByRole('main').getByRole('list', { name: 'Users' })
  const card = list.locator(':scope > li').filter({ hasText: 'parent@example.com' })
  await expect(card.getByRole('term').first()).toHaveText('Name')
  for (const name of [/^Grant vendor|^Remove vendor/, /^Grant admin|^Remove admin/, /^Disable/]) {
    const button = card.getByRole('button', { name })
    await expect(button).toBeVisible()
    const box = await button.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(375)
  }
  await expectNoSidewaysScroll(page)
})

provider(
  'says the venue time zone with every time on the dashboard @both-widths',
  async ({ page }) => {
    await page.goto('/vendor')
    const upcoming = page
      .getByRole('main')
      .locator('[data-slot="card"]')
      .filter({
        has: page.getByText('Upcoming Bookings', { exact: true }),
      })
    // 'Today, 16:30 CST', 'Nov 26, 17:00 EST': a day, a 24-hour time and the zone's name.
    const zoned = /(Today|Tomorrow|[A-Z][a-z]{2} \d{1,2}), \d{2}:\d{2} ([A-Z]{2,5}|[A-Za-z]+\/\w+)/
    await expect(upcoming.getByText(zoned).first()).toBeVisible()
    await expect(page.getByText(new RegExp(`^Next: ${zoned.source}$`))).toBeVisible()
  },
)
