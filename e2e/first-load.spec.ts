import { expect, type Page, type Response, test } from '@playwright/test'

// What a first visit may download in JavaScript, compressed, before the page settles: a phone
// on a slow connection pays for every byte before the page answers a tap.
const KB = 1000
const PAGES = [
  { name: 'home', path: () => '/', budget: 150 * KB },
  { name: 'activity list', path: () => '/activities', budget: 180 * KB },
  { name: 'activity page', path: firstActivityPath, budget: 180 * KB },
] as const

async function firstActivityPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/activities?limit=1')
  const { items } = await response.json()
  return `/activities/${items[0].id}`
}

/**
 * Every response of the first load of `path`, in a fresh context with an empty cache: until the
 * page shows its heading and the network is idle after that (a busy machine may pause between
 * the page's code arriving and its data being asked for).
 */
async function firstLoad(page: Page, path: string): Promise<Response[]> {
  const responses: Response[] = []
  page.on('response', (response) => responses.push(response))
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  return responses
}

function encodingOf(response: Response): Promise<string | null> {
  return response.headerValue('content-encoding')
}

for (const { name, path, budget } of PAGES) {
  test(`the ${name} loads at most ${budget / KB} KB of compressed JavaScript`, async ({ page }) => {
    const responses = await firstLoad(page, await path(page))
    const scripts = responses.filter((response) => response.request().resourceType() === 'script')
    expect(scripts.length).toBeGreaterThan(0)

    let total = 0
    for (const script of scripts) {
      expect(await encodingOf(script), script.url()).toMatch(/^(br|gzip)$/)
      total += (await script.request().sizes()).responseBodySize
    }
    expect(total).toBeLessThanOrEqual(budget)
  })
}

test('sends styles and catalogue answers compressed', async ({ page }) => {
  const listAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/activities',
  )
  const responses = await firstLoad(page, '/activities')

  const styles = responses.filter((response) => response.request().resourceType() === 'stylesheet')
  expect(styles.length).toBeGreaterThan(0)
  for (const style of styles) expect(await encodingOf(style), style.url()).toMatch(/^(br|gzip)$/)

  const list = await listAnswer
  expect(await list.headerValue('content-type')).toMatch(/^application\/json/)
  expect(await encodingOf(list)).toMatch(/^(br|gzip)$/)
})

test('fetches the first row of photos at once and the rest when scrolled to', async ({ page }) => {
  await page.goto('/activities')
  // By card, not by photo: a card without a photo (a new provider's) still takes its place in
  // the first row.
  const cards = page.getByRole('list').locator('article')
  await expect(cards.locator('img').first()).toBeVisible()
  expect(await cards.locator('img').count()).toBeGreaterThan(3)

  for (let index = 0; index < (await cards.count()); index += 1) {
    const photo = cards.nth(index).locator('img')
    if ((await photo.count()) === 0) continue
    const firstRow = index < 3
    await expect(photo).toHaveAttribute('loading', firstRow ? 'eager' : 'lazy')
    await expect(photo).toHaveAttribute('fetchpriority', firstRow ? 'high' : 'auto')
    await expect(photo).toHaveAttribute('width', /^\d+$/)
    await expect(photo).toHaveAttribute('height', /^\d+$/)
  }
})

test('opens the booking form, which loads zod, without breaking the content security policy', async ({
  page,
  baseURL,
}) => {
  // Written as page script: these specs are typed for Node, without the DOM's names.
  await page.addInitScript({
    content: `window.cspReports = []
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspReports.push(event.violatedDirective + ' ' + event.blockedURI)
      })`,
  })
  const signIn = await page.request.post('/api/account/sign-in', {
    data: { email: 'parent@example.com', password: 'password123', role: 'customer' },
    headers: { origin: baseURL ?? '' },
  })
  expect(signIn.status()).toBe(200)
  const found = await page.request.get('/api/activities?q=Watercolor%20Adventures&limit=1')
  const { items } = await found.json()

  await page.goto(`/activities/${items[0].id}`)
  await page.getByRole('button', { name: 'Book Now' }).first().click()
  await expect(page.getByRole('dialog', { name: /^Book / })).toBeVisible()

  expect(await page.evaluate('window.cspReports')).toEqual([])
})
