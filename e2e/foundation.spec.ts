import { expect, test } from '@playwright/test'

const CATEGORY_LINKS = [
  ['Art & Craft', 'art'],
  ['Music & Dance', 'music'],
  ['Learning', 'learning'],
  ['Sports', 'sports'],
  ['STEM', 'stem'],
  ['Science', 'science'],
  ['Outdoor', 'outdoor'],
  ['Photography', 'photography'],
] as const

const FOOTER_PATHS = [
  '/activities',
  '/locations',
  '/how-it-works',
  '/faq',
  '/vendor',
  '/vendor/how-it-works',
  '/vendor/pricing',
  '/vendor/resources',
  '/about',
  '/contact',
  '/careers',
  '/blog',
  '/terms',
  '/privacy',
  '/cookies',
]

/** Every route, by area, each area loaded in one page so the app's files come from its cache. */
const EVERY_ROUTE = {
  public: [
    '/',
    '/activities',
    '/activities/00000000-0000-4000-8000-000000000000',
    '/vendors/00000000-0000-4000-8000-000000000000',
    '/auth',
    '/unauthorized',
  ],
  footer: FOOTER_PATHS,
  admin: [
    '/admin',
    '/admin/vendors',
    '/admin/activities',
    '/admin/users',
    '/admin/content',
    '/admin/analytics',
    '/admin/settings',
  ],
  provider: [
    '/vendor/activities',
    '/vendor/activities/new',
    '/vendor/activities/00000000-0000-4000-8000-000000000000',
    '/vendor/activities/00000000-0000-4000-8000-000000000000/edit',
    '/vendor/profile',
    '/vendor/schedules',
    '/vendor/bookings',
    '/vendor/settings',
  ],
  family: ['/profile', '/bookings', '/children', '/settings'],
}

test('the home page shows the product, its header, footer and category grid', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))

  await page.goto('/')
  await expect(page).toHaveTitle(/Activities for Children/)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible()
  for (const [name, slug] of CATEGORY_LINKS) {
    await expect(page.getByRole('link', { name, exact: false }).first()).toHaveAttribute(
      'href',
      `/activities?category=${slug}`,
    )
  }
  await expect(page.getByText('20+ cities')).toBeVisible()
  await expect(page.getByText('1000+ activities')).toBeVisible()
  // A blocked script or style (e.g. by the content security policy) shows up as a console error.
  expect(problems).toEqual([])
})

test('every footer link leads to a real page', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const path of FOOTER_PATHS) {
    await expect(footer.locator(`a[href="${path}"]`).first()).toBeAttached()
  }
})

// An area's routes share a page: a failure names the route, and a busy machine's slow loads
// are spread over five tests' time instead of one's.
for (const [area, paths] of Object.entries(EVERY_ROUTE)) {
  test(`every ${area} route resolves, also on a direct load`, async ({ page }) => {
    test.setTimeout(90_000)
    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByRole('main'), path).toBeVisible()
      await expect(
        page.getByText('Oops! Page not found'),
        `${path} shows the 404 page`,
      ).toHaveCount(0)
      await expect(page, path).toHaveTitle(/Activities for Children/)
    }
  })
}

test('an unknown page says so and leads home', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible()
})

test('a category tile opens the filtered activity list', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'STEM' }).first().click()
  await expect(page).toHaveURL(/\/activities\?category=stem$/)
  await expect(page.getByRole('heading', { name: 'Discover Activities' })).toBeVisible()
})

test('the API is served from the same origin with problem details', async ({ request }) => {
  const health = await request.get('/api/health')
  expect(health.ok()).toBe(true)
  const missing = await request.get('/api/does-not-exist')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['content-type']).toContain('application/problem+json')
  const categories = await request.get('/api/categories')
  expect((await categories.json()).items).toHaveLength(8)
})

test('the API reference page works offline', async ({ page }) => {
  await page.goto('/api/docs/')
  // The reference page builds the whole OpenAPI document in the browser: with every route it takes
  // seconds on a busy two-core machine, so it gets longer than a page of the app.
  await expect(page.getByRole('heading', { name: /Activities for Children API/ })).toBeVisible({
    timeout: 30_000,
  })
})
