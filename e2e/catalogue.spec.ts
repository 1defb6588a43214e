import { expect, type Locator, type Page, test } from '@playwright/test'

const MISSING_ID = '00000000-0000-4000-8000-000000000000'

/** The filter panel: the sidebar on a wide screen, the drawer (opened here) on a phone. */
async function openFilters(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary', { name: 'Filters' })
  await page.getByRole('button', { name: /^Filters/ }).click()
  const drawer = page.getByRole('dialog', { name: 'Filters' })
  await expect(drawer).toBeVisible()
  return drawer
}

/** What the server says matches `query`, to compare the page with. */
async function totalFor(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/activities?${query}`)
  return (await response.json()).total
}

function resultCount(page: Page) {
  return page.getByRole('status').filter({ hasText: /^Showing \d+ activit/ })
}

/**
 * The page's count agrees with the server's. Other specs run beside this one and a provider's new
 * listing can land between the page's request and ours: then the page is read afresh.
 */
async function expectServerCount(page: Page, query: string): Promise<number> {
  let expected = 0
  await expect(async () => {
    expected = await totalFor(page, query)
    const shown = await resultCount(page).textContent()
    if (shown !== `Showing ${expected} activities`) await page.reload()
    expect(shown).toBe(`Showing ${expected} activities`)
  }).toPass()
  return expected
}

test('filters by category and age from the panel, all on the server @both-widths', async ({
  page,
  isMobile,
}) => {
  await page.goto('/activities')
  await expectServerCount(page, '')

  const panel = await openFilters(page, isMobile)
  await panel.getByRole('checkbox', { name: 'Art & Craft' }).click()
  await expect(page).toHaveURL(/\/activities\?category=art$/)

  const minimumAge = panel.getByRole('slider', { name: 'Minimum age' })
  await minimumAge.focus()
  for (let step = 0; step < 12; step += 1) await minimumAge.press('ArrowRight')
  await expect(panel.getByText('12 - 18+ years')).toBeVisible()
  await expect(page).toHaveURL(/\/activities\?category=art&minAge=12&maxAge=18$/)

  const expected = await totalFor(page, 'category=art&minAge=12&maxAge=18')
  if (isMobile) {
    await panel.getByRole('button', { name: `Show ${expected} activities` }).click()
    await expect(panel).toBeHidden()
  }
  await expect(resultCount(page)).toHaveText(`Showing ${expected} activities`)
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(expected)
})

test('the URL holds the filters through reload, back and forward @both-widths', async ({
  page,
  isMobile,
}) => {
  const filtered = '/activities?category=art&location=Austin&sort=price_asc'
  await page.goto(filtered)
  const expected = await expectServerCount(page, 'category=art&location=Austin&sort=price_asc')
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc')

  await page.reload()
  await expect(resultCount(page)).toHaveText(`Showing ${expected} activities`)
  let panel = await openFilters(page, isMobile)
  await expect(panel.getByRole('checkbox', { name: 'Art & Craft' })).toBeChecked()
  await expect(panel.getByLabel('Location')).toHaveValue('Austin')

  await panel.getByRole('checkbox', { name: 'Music & Dance' }).click()
  await expect(page).toHaveURL(/category=art&category=music&location=Austin&sort=price_asc$/)
  if (isMobile) await page.keyboard.press('Escape')

  await page.goBack()
  await expect(page).toHaveURL(filtered)
  panel = await openFilters(page, isMobile)
  await expect(panel.getByRole('checkbox', { name: 'Music & Dance' })).not.toBeChecked()
  if (isMobile) await page.keyboard.press('Escape')

  await page.goForward()
  await expect(page).toHaveURL(/category=art&category=music/)
  panel = await openFilters(page, isMobile)
  await expect(panel.getByRole('checkbox', { name: 'Music & Dance' })).toBeChecked()
})

test('a search from the box, then Clear All Filters @both-widths', async ({ page, isMobile }) => {
  await page.goto('/activities?category=stem')
  const search = page.getByRole('searchbox', { name: 'Search activities' })
  await search.fill('zzzz no such thing')
  await search.press('Enter')
  await expect(page).toHaveURL(/q=zzzz/)
  await expect(page.getByRole('heading', { name: 'No activities found' })).toBeVisible()
  await expect(page.getByText('Try adjusting your filters or search criteria.')).toBeVisible()

  await page.getByRole('main').getByRole('button', { name: 'Clear All Filters' }).last().click()
  await expect(page).toHaveURL(/\/activities$/)
  await expect(search).toHaveValue('')
  await expectServerCount(page, '')
  if (isMobile) {
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible()
  }
})

// Tagged @phone: the drawer replaces the sidebar on small screens only, so only the phone
// project runs it (see playwright.config.ts).
test('the filter drawer on a phone: a dialog that traps focus and closes with Escape @phone', async ({
  page,
}) => {
  await page.goto('/activities?weekend=true')
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden()
  const trigger = page.getByRole('button', { name: 'Filters, 1 active' })

  const drawer = await openFilters(page, true)
  await expect(drawer.getByRole('checkbox', { name: 'Weekend sessions' })).toBeChecked()
  for (let press = 0; press < 30; press += 1) await page.keyboard.press('Tab')
  await expect(drawer.locator(':focus')).toHaveCount(1)

  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('an activity page: tabs, provider, favourite as a visitor, and Book Now', async ({ page }) => {
  await page.goto('/activities?q=tide%20pool')
  await page.getByRole('link', { name: 'Tide Pool Explorers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tide Pool Explorers' })).toBeVisible()
  await expect(page).toHaveTitle('Tide Pool Explorers · Activities for Children')
  const booking = page.getByRole('region', { name: 'Book this activity' })
  await expect(booking.getByRole('radio').first()).toBeChecked()
  await expect(booking.getByText(/ (AM|PM) P[SD]T$/).first()).toBeVisible()

  await page.getByRole('tab', { name: 'Details & Location' }).click()
  await expect(page.getByText('Address will be provided upon booking')).toBeVisible()

  const favorite = page.getByRole('button', { name: 'Favorite', exact: true })
  await favorite.click()
  await expect(page.getByText('Added to favorites')).toBeVisible()
  await page.reload()
  await expect(favorite).toHaveAttribute('aria-pressed', 'true')
  await favorite.click()
  await expect(page.getByText('Removed from favorites')).toBeVisible()
  await expect(favorite).toHaveAttribute('aria-pressed', 'false')

  await booking.getByRole('button', { name: 'Book Now' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  await page.goBack()

  await page.getByRole('tab', { name: 'Provider' }).click()
  await page.getByRole('link', { name: 'View All Activities from This Provider' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tidepool Science Center' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tide Pool Explorers' })).toBeVisible()
})

test('a missing activity says so and leads back to the list', async ({ page }) => {
  await page.goto(`/activities/${MISSING_ID}`)
  await expect(page.getByRole('heading', { name: 'Activity Not Found' })).toBeVisible()
  await expect(
    page.getByText("The activity you're looking for doesn't exist or has been removed."),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Back to Activities' }).click()
  await expect(page).toHaveURL(/\/activities$/)
  await expect(page.getByRole('heading', { name: 'Discover Activities' })).toBeVisible()
})

test('a missing provider shows the error and leads to all activities', async ({ page }) => {
  await page.goto(`/vendors/${MISSING_ID}`)
  const alert = page.getByRole('alert').filter({ hasText: "We couldn't find this vendor" })
  await expect(alert).toContainText(
    "We couldn't find this vendor. They may have been removed or the URL is incorrect.",
  )
  await alert.getByRole('link', { name: 'Browse All Activities' }).click()
  await expect(page).toHaveURL(/\/activities$/)
})

test('the home page shows featured activities', async ({ page }) => {
  await page.goto('/')
  const featured = page.getByRole('region', { name: 'Featured Activities' })
  await expect(featured.getByRole('article')).toHaveCount(4)
  await featured.getByRole('article').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/activities\/[0-9a-f-]{36}$/)
})

test('the newsletter refuses a wrong address and subscribes a right one', async ({
  page,
}, testInfo) => {
  await page.goto('/')
  const email = page.getByLabel('Email address')
  const subscribe = page.getByRole('button', { name: 'Subscribe' })

  await subscribe.click()
  await expect(page.getByText('Please enter your email address.')).toBeVisible()

  await email.fill('not-an-email')
  await subscribe.click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()

  await email.fill(`newsletter-${testInfo.project.name}-${Date.now()}@example.com`)
  await subscribe.click()
  await expect(page.getByText("You've been subscribed to our newsletter.")).toBeVisible()
  await expect(email).toHaveValue('')
})
