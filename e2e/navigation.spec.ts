import { expect, test } from '@playwright/test'

test('the header leads to the main sections @both-widths', async ({ page, isMobile }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  if (isMobile) {
    await header.getByRole('button', { name: /menu/i }).click()
    const menu = page.getByRole('dialog')
    await menu.getByRole('link', { name: 'Activities', exact: true }).click()
  } else {
    await header.getByRole('link', { name: 'Activities', exact: true }).click()
  }
  await expect(page).toHaveURL(/\/activities$/)
  await expect(page.getByRole('heading', { name: 'Discover Activities' })).toBeVisible()
})

test('the header offers a way in for providers @both-widths', async ({ page, isMobile }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  if (isMobile) await header.getByRole('button', { name: /menu/i }).click()
  const scope = isMobile ? page.getByRole('dialog') : header
  await expect(scope.locator('a[href="/vendor"]').first()).toBeVisible()
})

test('the hero search sends the words to the activity list', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('main').getByRole('searchbox').first()
  await search.fill('paint')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/activities\?q=paint$/)
})
