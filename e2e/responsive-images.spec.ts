import { expect, type Locator, type Page, test } from '@playwright/test'
import { DESKTOP, PHONE } from './support/widths'

// Each test sets its own screen: which stored width Chromium picks depends on the layout's slot
// and the screen's pixel density, so both are pinned here whatever the project's device.
const ON_PHONE = { viewport: PHONE, deviceScaleFactor: 1 }
const ON_DESKTOP = { viewport: DESKTOP, deviceScaleFactor: 1 }

/** The width of the copy the browser chose to show (the `.w<width>.webp` in its URL). */
async function chosenWidth(image: Locator): Promise<number> {
  await expect(image).toHaveJSProperty('complete', true)
  const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc)
  const width = /\.w(\d+)\.webp$/.exec(source)?.[1]
  expect(width, source).toBeDefined()
  return Number(width)
}

async function firstCardPhoto(page: Page): Promise<Locator> {
  await page.goto('/activities')
  // The first card with a photo: a new provider's card may have none.
  return page.getByRole('article').locator('img').first()
}

async function firstProviderBanner(page: Page): Promise<Locator> {
  const response = await page.request.get('/api/activities?limit=12')
  const { items } = (await response.json()) as {
    items: { vendor: { id: string; logoUrl: string | null } }[]
  }
  // A demo provider (they all have a logo and a banner), not one a journey has just signed up.
  const provider = items.find((item) => item.vendor.logoUrl)?.vendor
  await page.goto(`/vendors/${provider?.id}`)
  return page.getByRole('img', { name: /banner$/ })
}

test.describe('on a 375 px phone', () => {
  test.use(ON_PHONE)

  test('the first activity card loads its 400 px copy, not the original', async ({ page }) => {
    expect(await chosenWidth(await firstCardPhoto(page))).toBe(400)
  })

  test('a provider banner loads its 400 px copy', async ({ page }) => {
    expect(await chosenWidth(await firstProviderBanner(page))).toBe(400)
  })
})

test.describe('on a 375 px phone with a 2x screen', () => {
  test.use({ ...ON_PHONE, deviceScaleFactor: 2 })

  test('the first activity card loads the 800 px copy its sharper screen needs', async ({
    page,
  }) => {
    expect(await chosenWidth(await firstCardPhoto(page))).toBe(800)
  })
})

test.describe('on a 1280 px desktop', () => {
  test.use(ON_DESKTOP)

  test('a provider banner, a whole page wide, loads its 1200 px copy', async ({ page }) => {
    expect(await chosenWidth(await firstProviderBanner(page))).toBe(1200)
  })

  test('an activity card, a third of the results column, keeps to 400 px', async ({ page }) => {
    expect(await chosenWidth(await firstCardPhoto(page))).toBe(400)
  })
})
