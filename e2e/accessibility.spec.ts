import { expect } from '@playwright/test'
import { findingsAtBothWidths } from './support/axe'
import { screens, type Viewer } from './support/screens'
import { waitForContent } from './support/settled'
import { addressOf, testAs } from './support/viewers'

// axe-core over every screen of the app, as the user who may see it, at the desktop width and
// then narrowed to a phone's in the same visit: a serious or critical finding fails the test. The
// list of screens is held against the router by a web unit test, so a new route cannot be
// forgotten here.

const viewers: Viewer[] = ['visitor', 'parent', 'provider', 'admin']

for (const viewer of viewers) {
  const test = testAs(viewer)
  test.describe(`as ${viewer}`, () => {
    for (const screen of screens.filter((each) => each.viewer === viewer)) {
      test(`${screen.route} has no serious accessibility findings`, async ({ page, api }) => {
        // Two scans (desktop, then phone width) after a first visit: past 30 s on a busy machine.
        test.slow()
        await page.goto(await addressOf(screen, api))
        const settled = () => waitForContent(page, screen.shows)
        await settled()
        expect(await findingsAtBothWidths(page, settled)).toEqual([])
      })
    }
  })
}
