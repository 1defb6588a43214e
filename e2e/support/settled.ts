import { expect, type Locator, type Page } from '@playwright/test'

/**
 * How long a screen may take to show its data. A first visit loads the app and the screen's
 * code; on a 2-core machine running the API suite beside the browsers that has passed the
 * default 7 s, and a wait is not what these checks are about.
 */
const FIRST_SCREEN = { timeout: 20_000 }

/** The screen has its data: its heading, its marker text, and no skeleton or spinner left. */
export async function waitForContent(page: Page, shows?: string) {
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible(FIRST_SCREEN)
  if (shows) await expect(main.getByText(shows).first()).toBeVisible(FIRST_SCREEN)
  await expect(
    page.locator('[data-slot="skeleton"], .animate-spin, [aria-busy="true"]'),
  ).toHaveCount(0, FIRST_SCREEN)
}

/**
 * The dialog or drawer is open and has finished sliding or fading in: colours measured halfway
 * through an animation would be wrong.
 */
export async function waitForOpen(layer: Locator) {
  await expect(layer).toBeVisible()
  // An animation cancelled on the way (the dialog re-rendering) rejects `finished`: it is over too.
  await layer.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .map((animation: { finished: Promise<unknown> }) => animation.finished.catch(() => null)),
    ),
  )
}
