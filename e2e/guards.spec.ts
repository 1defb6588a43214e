import { expect, type Page, test } from '@playwright/test'

const ACCESS_DENIED =
  "You don't have permission to access this page. Please contact an administrator if you believe this is an error."

async function logIn(page: Page, email: string, role: 'Customer' | 'Vendor' = 'Customer') {
  const main = page.getByRole('main')
  await main.getByRole('button', { name: role, exact: true }).click()
  await main.getByLabel('Email').fill(email)
  await main.getByLabel('Password').fill('password123')
  await main.getByRole('button', { name: 'Login', exact: true }).click()
}

test('a visitor opening a vendor page signs in as vendor and returns to it', async ({ page }) => {
  await page.goto('/vendor/activities')

  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByText('Sign in as vendor')).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Vendor', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')

  await logIn(page, 'vendor@example.com', 'Vendor')
  await expect(page).toHaveURL(/\/vendor\/activities$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
})

test('a customer opening the admin area is told access is denied', async ({ page }) => {
  await page.goto('/auth')
  await logIn(page, 'parent@example.com')
  await expect(page.getByText('Signed in as parent@example.com')).toBeVisible()

  await page.goto('/admin')
  await expect(page).toHaveURL(/\/unauthorized$/)
  await expect(page.getByText(ACCESS_DENIED)).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Signed in as parent@example.com')).toBeVisible()

  await page.goto('/admin/users')
  await expect(page).toHaveURL(/\/unauthorized$/)
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible()
  await expect(page.getByText('Signed in as parent@example.com')).toHaveCount(0)
  expect((await page.request.get('/api/account/me')).status()).toBe(401)
})

test('a vendor opening the admin area is told access is denied', async ({ page }) => {
  await page.goto('/auth')
  await logIn(page, 'vendor@example.com', 'Vendor')
  await expect(page).toHaveURL(/\/vendor$/)

  await page.goto('/admin')
  await expect(page).toHaveURL(/\/unauthorized$/)
  await expect(page.getByText(ACCESS_DENIED)).toBeVisible()
})

test("a visitor opening a customer's page is asked to sign in", async ({ page }) => {
  await page.goto('/bookings')

  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByText('Sign in to your account or create a new one')).toBeVisible()
})
