import { ADMIN_SIGN_UP_REFUSED } from '@afc/contracts'
import { expect, type Page, test } from '@playwright/test'

// The server allows 10 sign-ins per email per minute from one address, and both projects run
// at once: each demo account signs in here at most twice per project.
const PASSWORD = 'password123'

type RoleName = 'Customer' | 'Vendor' | 'Admin'

async function logIn(page: Page, email: string, role: RoleName = 'Customer', password = PASSWORD) {
  const main = page.getByRole('main')
  await main.getByRole('button', { name: role, exact: true }).click()
  await main.getByLabel('Email').fill(email)
  await main.getByLabel('Password').fill(password)
  await main.getByRole('button', { name: 'Login', exact: true }).click()
}

async function fillSignUp(page: Page, email: string, role: RoleName) {
  const main = page.getByRole('main')
  await main.getByRole('tab', { name: 'Sign Up' }).click()
  await expect(main.getByRole('heading', { name: 'Create an Account' })).toBeVisible()
  await main.getByRole('button', { name: role, exact: true }).click()
  await main.getByLabel('First Name').fill('Maya')
  await main.getByLabel('Last Name').fill('Lopez')
  await main.getByLabel('Email').fill(email)
  await main.getByLabel('Password').fill(PASSWORD)
  await main.getByRole('button', { name: 'Create Account' }).click()
}

async function expectSignedOut(page: Page) {
  const me = await page.request.get('/api/account/me')
  expect(me.status()).toBe(401)
}

test('a customer logs in, lands on the home page and stays signed in after a reload @both-widths', async ({
  page,
  isMobile,
}) => {
  await page.goto('/auth')
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  await expect(page.getByText('Sign in to your account or create a new one')).toBeVisible()
  await logIn(page, 'parent@example.com')

  await expect(page.getByText('Login successful')).toBeVisible()
  await expect(page.getByText('You have been logged in')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('Signed in as parent@example.com')).toBeVisible()

  await page.reload()
  await expect(page.getByText('Signed in as parent@example.com')).toBeVisible()
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    const account = page.getByRole('dialog').getByRole('navigation', { name: 'Account' })
    await expect(account.getByRole('link', { name: 'My Bookings' })).toBeVisible()
    await expect(account.getByRole('link', { name: 'Child Profiles' })).toBeVisible()
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /account menu/ })
      .click()
    await expect(page.getByRole('menuitem', { name: 'My Bookings' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Child Profiles' })).toBeVisible()
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0)
  }
})

test('a vendor logs in as Vendor and lands on the vendor dashboard', async ({ page }) => {
  await page.goto('/auth')
  await logIn(page, 'vendor@example.com', 'Vendor')

  await expect(page.getByText('Login successful')).toBeVisible()
  await expect(page).toHaveURL(/\/vendor$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
})

test('an admin logs in as Admin and lands on the admin dashboard', async ({ page }) => {
  await page.goto('/auth')
  await logIn(page, 'admin@example.com', 'Admin')

  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
})

test('a parent choosing Vendor is denied and stays signed out', async ({ page }) => {
  await page.goto('/auth')
  await logIn(page, 'parent@example.com', 'Vendor')

  await expect(page.getByText('Access denied')).toBeVisible()
  await expect(page.getByText("You don't have vendor privileges")).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
  await expectSignedOut(page)
})

test('a wrong password is refused with the reason', async ({ page }) => {
  await page.goto('/auth')
  await logIn(page, 'pending-vendor@example.com', 'Customer', 'not-the-password')

  await expect(page.getByText('Login failed')).toBeVisible()
  await expect(page.getByText('Invalid email or password')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
})

test('a new customer signs up, is switched to Login and logs in', async ({ page }, testInfo) => {
  const email = `new-${testInfo.project.name}-${Date.now()}@example.com`
  await page.goto('/auth')
  await fillSignUp(page, email, 'Customer')

  await expect(page.getByText('Registration successful')).toBeVisible()
  await expect(page.getByText('Please check your email to confirm your account')).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Welcome Back' })).toBeVisible()
  await expect(main.getByLabel('Email')).toHaveValue(email)

  await main.getByLabel('Password').fill(PASSWORD)
  await main.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
})

test('choosing Admin at sign-up is refused', async ({ page }, testInfo) => {
  await page.goto('/auth')
  await fillSignUp(page, `admin-${testInfo.project.name}-${Date.now()}@example.com`, 'Admin')

  await expect(page.getByText('Registration failed')).toBeVisible()
  await expect(page.getByText(ADMIN_SIGN_UP_REFUSED)).toHaveCount(2)
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
})

test('signing out returns to a public page and the workspace asks to sign in again @both-widths', async ({
  page,
  isMobile,
}) => {
  await page.goto('/auth')
  await logIn(page, 'admin@example.com', 'Admin')
  await expect(page).toHaveURL(/\/admin$/)

  if (isMobile) await page.getByRole('button', { name: 'Open navigation' }).click()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible()
  await expect(page.getByText('Signed in as admin@example.com')).toHaveCount(0)
  await expectSignedOut(page)

  await page.goto('/vendor')
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByText('Sign in as vendor')).toBeVisible()
})
