import { expect, type Locator, type Page } from '@playwright/test'
import { accessibilityFindings } from './support/axe'
import { testAs } from './support/viewers'

// The operator's ledger on the demo data. Each project refunds $5.00 of a different demo
// payment (desktop the first still fully paid, phone the second), so the two never race for
// one booking, nor for one another spec is paying or cancelling. The fee is one setting for
// everyone: it is changed in the decisions project, after the specs that pay, and put back.

const test = testAs('admin')

/** The ledger's rows: table rows on wide screens, cards on phones. */
function ledgerRows(page: Page, isMobile: boolean): Locator {
  const ledger = page.getByRole('main').getByLabel('Payments and refunds')
  return isMobile ? ledger.getByRole('listitem') : ledger.getByRole('row')
}

test('an admin refunds $5.00 of a demo payment by keyboard and finds the refund @both-widths', async ({
  page,
  isMobile,
}, testInfo) => {
  // Two accessibility scans of a long ledger page and a refund through the payment job: past
  // 30 s on a busy 2-core machine, though no single step is slow.
  test.slow()
  await page.goto('/admin')
  // On a phone the sections sit in a drawer behind the menu button.
  if (isMobile) await page.getByRole('button', { name: 'Open navigation' }).click()
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Payments' })
    .click()
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible()
  await expect(ledgerRows(page, isMobile).filter({ hasText: 'Refund' }).first()).toBeVisible()
  await page.goto('/admin/payments?kind=payment')
  const totals = main.getByRole('list', { name: 'Totals for these filters' })
  await expect(totals).toContainText('Gross payments')
  expect(await accessibilityFindings(page)).toEqual([])

  // A demo payment (its reference starts pi_demo_): the newest rows are other specs' bookings,
  // which those specs may be cancelling at this very moment.
  const paid = ledgerRows(page, isMobile)
    .filter({ has: page.getByText('Paid', { exact: true }) })
    .filter({ hasText: 'pi_demo_' })
  const row = paid.nth(isMobile ? 1 : 0)
  const bookingId = await row.locator('span[title]').first().getAttribute('title')
  expect(bookingId).toMatch(/^[0-9a-f-]{36}$/)
  const reason = `Refund check ${testInfo.project.name} ${Date.now().toString(36)}`

  const refund = row.getByRole('button', { name: /^Refund booking/ })
  await refund.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  const amount = dialog.getByLabel('Amount (USD)')
  await expect(amount).toBeFocused()
  await expect(amount).toHaveValue(/^\d+\.\d{2}$/)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('5.00')
  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel('Reason')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Please give a reason of at least 3 characters.')).toBeVisible()
  expect(await accessibilityFindings(page)).toEqual([])
  await page.keyboard.type(reason)
  await page.keyboard.press('Enter')

  await expect(page.getByText('Refunded $5.00')).toBeVisible()
  await expect(dialog).toBeHidden()

  await page.goto(`/admin/payments?q=${bookingId}`)
  const refundRow = ledgerRows(page, isMobile).filter({ hasText: reason })
  await expect(refundRow).toContainText('−$5.00')
  await expect(refundRow).toContainText('by admin@example.com')
  const paymentRow = ledgerRows(page, isMobile).filter({ hasText: 'Payment' }).first()
  await expect(paymentRow).toContainText('Partially refunded')
  await page.screenshot({ path: testInfo.outputPath('admin-payments.png'), fullPage: true })

  const csv = await page.request.get(`/api/admin/payments.csv?q=${bookingId}`)
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
  expect(await csv.text()).toContain(reason)
})

test('the platform fee set on Settings stays after a reload @decides', async ({ page }) => {
  await page.goto('/admin/settings')
  const fee = page.getByLabel('Platform fee (%)')
  await expect(fee).toHaveValue('10')
  const save = async (value: string) => {
    await fee.fill(value)
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Settings saved')).toBeVisible()
  }

  await save('12.5')
  await page.reload()
  await expect(fee).toHaveValue('12.5')
  await expect(page.getByText(/applies to checkouts started after it/)).toBeVisible()
  expect(await accessibilityFindings(page)).toEqual([])

  await save('10')
  await page.reload()
  await expect(fee).toHaveValue('10')
})
