import { expect, test } from '@playwright/test'

const FOOTER_LINKS = [
  ['For Families', 'Browse Activities', '/activities'],
  ['For Families', 'Locations', '/locations'],
  ['For Families', 'How It Works', '/how-it-works'],
  ['For Families', 'FAQ', '/faq'],
  // The provider dashboard asks a visitor to sign in first.
  ['For Providers', 'Provider Dashboard', '/auth'],
  ['For Providers', 'How It Works', '/vendor/how-it-works'],
  ['For Providers', 'Pricing', '/vendor/pricing'],
  ['For Providers', 'Resources', '/vendor/resources'],
  ['Company', 'About Us', '/about'],
  ['Company', 'Contact', '/contact'],
  ['Company', 'Careers', '/careers'],
  ['Company', 'Blog', '/blog'],
  ['Legal', 'Terms of Service', '/terms'],
  ['Legal', 'Privacy Policy', '/privacy'],
  ['Legal', 'Cookie Policy', '/cookies'],
] as const

test('every footer link opens a real page with a heading', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/')
  for (const [group, label, path] of FOOTER_LINKS) {
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: group })
      .getByRole('link', { name: label, exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first()
    await expect(heading, `${label} has a heading`).toBeVisible()
    await expect(heading).not.toHaveText('Oops! Page not found')
    await expect(page).toHaveTitle(/Activities for Children/)
  }
})

test('a city on the locations page opens the activities there', async ({ page }) => {
  await page.goto('/locations')
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible()
  const austin = page.getByRole('link', { name: /Austin, TX/ })
  const count = Number((await austin.textContent())?.match(/(\d+) activit/)?.[1])
  expect(count).toBeGreaterThan(0)

  await austin.click()
  await expect(page).toHaveURL(/\/activities\?location=Austin$/)
  await expect(page.getByRole('status').filter({ hasText: /^Showing \d+ activit/ })).toHaveText(
    `Showing ${count} activities`,
  )
})

test('the FAQ answers the cancellation question', async ({ page }) => {
  await page.goto('/faq')
  await page.getByText('What is the cancellation policy?').click()
  await expect(
    page.getByText(/Cancellation is free up to 48 hours before the activity/),
  ).toBeVisible()
})

test('the contact form refuses an empty message and sends a real one', async ({ page }) => {
  await page.goto('/contact')
  const main = page.getByRole('main')
  await main.getByLabel('Name').fill('Maria Lopez')
  await main.getByLabel('Email').fill('maria@example.com')
  await main.getByRole('button', { name: 'Send message' }).click()
  await expect(main.getByText('Please write a message of at least 10 characters')).toBeVisible()

  await main
    .getByLabel('Message')
    .fill('Do you have weekend art classes for a three-year-old in Austin?')
  await main.getByRole('button', { name: 'Send message' }).click()
  await expect(main.getByRole('heading', { name: 'Message sent' })).toBeVisible()
  await expect(main.getByText(/Your message has reached our team/)).toBeVisible()
})
