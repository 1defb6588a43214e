import { readFile } from 'node:fs/promises'
import { expect } from '@playwright/test'
import { accessibilityFindings } from './support/axe'
import { waitForContent } from './support/settled'
import { testAs } from './support/viewers'

// The demo provider's earnings, as the ledger of the demo bookings makes them: the page shows
// what the API adds up, a booking row, the CSV of the same range, and is usable by keyboard.

const test = testAs('provider')

type Payouts = {
  from: string
  to: string
  totals: { netCents: number; grossCents: number }
  bookings: { items: { familyName: string; activityTitle: string }[] }
}

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)

test('the demo provider sees its earnings, downloads them, and reaches it all by keyboard @both-widths', async ({
  page,
  api,
}, testInfo) => {
  const answer = await api.get('/api/vendor/payouts')
  expect(answer.status()).toBe(200)
  const payouts = (await answer.json()) as Payouts
  const [booking] = payouts.bookings.items
  expect(payouts.totals.grossCents).toBeGreaterThan(0)
  if (!booking) throw new Error('the demo provider has no paid booking in the last six months')

  await test.step('opens Payouts and sees the totals and a booking', async () => {
    await page.goto('/vendor/payouts')
    await expect(page).toHaveURL(/\/vendor\/payouts/)
    await waitForContent(page, 'By booking')
    const totals = page.getByRole('region', { name: 'Totals' })
    await expect(totals.getByText(dollars(payouts.totals.netCents), { exact: true })).toBeVisible()
    await expect(
      totals.getByText(dollars(payouts.totals.grossCents), { exact: true }),
    ).toBeVisible()
    const bookings = page.getByRole(testInfo.project.name === 'phone' ? 'list' : 'table', {
      name: 'Payments by booking',
    })
    await expect(bookings.getByText(booking.familyName).first()).toBeVisible()
    await expect(page.getByText('Payments connected')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('payouts.png'), fullPage: true })
  })

  await test.step('downloads the CSV of the same dates', async () => {
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`payouts-${payouts.from}-${payouts.to}.csv`)
    const [header] = (await readFile((await download.path()) ?? '', 'utf8')).split('\r\n')
    expect(header).toBe(
      'Booking,Date paid (America/Chicago),Activity,Session start (local time),Family,Places,' +
        'Paid (USD),Platform fee (USD),Refunded (USD),Net (USD),Payment status,Discounts (USD),Code',
    )
  })

  await test.step('reaches every control by keyboard', async () => {
    await page.getByRole('heading', { level: 1, name: 'Payouts' }).click()
    const reached = new Set<string>()
    for (let press = 0; press < 40 && reached.size < 5; press += 1) {
      await page.keyboard.press('Tab')
      const name = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null
        if (!active) return ''
        const labelled = active.id && document.querySelector(`label[for="${active.id}"]`)
        return (labelled ? labelled.textContent : active.textContent)?.trim() ?? ''
      })
      if (['Download CSV', 'By month', 'From', 'To', 'Show'].includes(name)) reached.add(name)
    }
    expect([...reached].sort()).toEqual(['By month', 'Download CSV', 'From', 'Show', 'To'])
  })

  await test.step('has no serious accessibility findings', async () => {
    expect(await accessibilityFindings(page)).toEqual([])
  })
})
