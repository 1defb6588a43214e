import { expect } from '@playwright/test'
import { testAs } from './support/viewers'

// The admin's view of the outbox and the job queue. The demo mailer never fails, so no mail
// dies here: the API tests retry dead mail and dead jobs; this journey reads what went out.

const test = testAs('admin')

test('an admin reads a mail the app sent and finds no dead mail', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const email = `outbox-${testInfo.project.name}-${Date.now().toString(36)}@example.com`
  const visitor = await playwright.request.newContext({ baseURL })
  const signUp = await visitor.post('/api/account/sign-up', {
    data: {
      email,
      password: 'password123',
      role: 'customer',
      firstName: 'Olive',
      lastName: 'Outbox',
    },
    headers: { origin: baseURL ?? '' },
  })
  expect(signUp.status()).toBe(201)
  await visitor.dispose()

  await page.goto('/admin/jobs')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Jobs and mail' })).toBeVisible()
  await expect(main.getByText('Dead mail', { exact: true })).toBeVisible()

  await main.getByRole('button', { name: new RegExp(`^Read the mail to ${email}`) }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(`To ${email}`)
  await expect(dialog.getByRole('heading', { name: 'Text of the mail' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.goto('/admin/jobs?status=dead')
  await expect(main.getByText('No dead mail: every message went out.')).toBeVisible()

  await main.getByRole('tab', { name: 'Jobs' }).click()
  await expect(page).toHaveURL(/tab=jobs/)
  await expect(main.getByText('send-mail').first()).toBeVisible()
})
