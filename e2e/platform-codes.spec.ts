import { expect } from '@playwright/test'
import { accessibilityFindings } from './support/axe'
import { testAs } from './support/viewers'

// An admin adds a platform code on the demo data, finds it listed with no uses yet, and switches
// it off. The code's name is the run's own, and it ends switched off, so no family meets it.

const test = testAs('admin')

test('an admin adds a platform code, sees it with no uses, and switches it off', async ({
  page,
}, testInfo) => {
  const code = `E2E-${testInfo.project.name}-${Date.now().toString(36)}`.slice(0, 30)
  await page.goto('/admin')
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Platform codes' })
    .click()
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Platform codes' })).toBeVisible()

  await main.getByRole('button', { name: 'Add a code' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a platform code' })
  await dialog.getByLabel('Code').fill(code)
  await dialog.getByRole('button', { name: 'Add code' }).click()
  await expect(dialog.getByText('Enter a whole percentage from 1 to 100')).toBeVisible()
  expect(await accessibilityFindings(page)).toEqual([])
  await dialog.getByLabel('Percentage off (%)').fill('15')
  await dialog.getByLabel('Uses in all').fill('50')
  await dialog.getByLabel('Uses per family').fill('1')
  await dialog.getByRole('button', { name: 'Add code' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Code ${code} added`)).toBeVisible()

  // Read back from the server, without the toast.
  await page.reload()
  const row = main.getByRole('row').filter({ hasText: code })
  await expect(row).toContainText('15% off')
  await expect(row).toContainText('50 uses in all, 1 per family')
  await expect(row).toContainText('0 of 50 used')
  await expect(row).toContainText('$0.00')
  await expect(row).toContainText('Active')
  expect(await accessibilityFindings(page)).toEqual([])

  await row.getByRole('button', { name: `Switch off ${code}` }).click()
  await expect(page.getByText(`${code} switched off`)).toBeVisible()
  await expect(row).toContainText('Off')
  await expect(row.getByRole('button', { name: `Switch on ${code}` })).toBeVisible()
})
