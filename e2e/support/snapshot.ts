import path from 'node:path'
import type { Locator, Page, TestInfo } from '@playwright/test'

/**
 * With SCREENSHOT_DIR set, keeps a picture of the page (or of `part` of it) for the docs, named
 * per project.
 */
export async function snapshot(page: Page, testInfo: TestInfo, name: string, part?: Locator) {
  const directory = process.env.SCREENSHOT_DIR
  if (!directory) return
  const device = testInfo.project.name === 'phone' ? 'phone' : 'desktop'
  // Toasts of the step before would cover the header in the picture; they come back after.
  const hideToasts = await page.addStyleTag({ content: '[data-sonner-toaster] { display: none }' })
  await (part ?? page).screenshot({ path: path.resolve(directory, `${name}-${device}.png`) })
  await hideToasts.evaluate((style) => (style as ChildNode).remove())
}
