import { expect, type Page } from '@playwright/test'
import { accessibilityFindings } from './support/axe'
import { type Screen, screens, type Viewer } from './support/screens'
import { addressOf, testAs } from './support/viewers'

// axe-core over every screen of the app, as the user who may see it, at the width of each
// project: a serious or critical finding fails the test. The list of screens is held against
// the router by a web unit test, so a new route cannot be forgotten here.

/** The screen has its data: its heading, its marker text, and no skeleton or spinner left. */
async function waitForContent(page: Page, screen: Screen) {
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible()
  if (screen.shows) await expect(main.getByText(screen.shows).first()).toBeVisible()
  await expect(
    page.locator('[data-slot="skeleton"], .animate-spin, [aria-busy="true"]'),
  ).toHaveCount(0)
}

const viewers: Viewer[] = ['visitor', 'parent', 'provider', 'admin']

for (const viewer of viewers) {
  const test = testAs(viewer)
  test.describe(`as ${viewer}`, () => {
    for (const screen of screens.filter((each) => each.viewer === viewer)) {
      test(`${screen.route} has no serious accessibility findings`, async ({ page, api }) => {
        await page.goto(await addressOf(screen, api))
        await waitForContent(page, screen)
        expect(await accessibilityFindings(page)).toEqual([])
      })
    }
  })
}
