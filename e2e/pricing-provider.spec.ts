import path from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'
import { signInDemoProvider } from './support/demo-provider'

// The demo provider keeps its discounts and promo codes on the Pricing page. Other specs book
// the same provider's activities and both projects run at once, so each project scopes its
// sibling discount to a course no spec books, gives its codes names of its own, and removes what
// it made before it ends.

const test = base.extend<object, { vendorStorageState: string }>({
  storageState: ({ vendorStorageState }, use) => use(vendorStorageState),
  vendorStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const request = await signInDemoProvider({ playwright, workerInfo })
      const file = path.join(workerInfo.project.outputDir, `pricing-${workerInfo.workerIndex}.json`)
      await request.storageState({ path: file })
      await request.dispose()
      await use(file)
    },
    { scope: 'worker' },
  ],
})

/** Sunny Studio courses no other spec books, one for each project. */
const COURSE = { desktop: 'Comic Book Makers', phone: 'Spring Sketchbook Club' } as const

/** What this test made, removed at the end even when a step failed. */
const made: string[] = []

test.afterEach(async ({ page }, testInfo) => {
  const origin = testInfo.project.use.baseURL ?? ''
  for (const url of made.splice(0)) {
    const removed = await page.request.delete(url, { headers: { origin } })
    expect([204, 404]).toContain(removed.status())
  }
})

/** Clicks `button` and notes where the record it creates lives, to remove it afterwards. */
async function createWith(page: Page, button: ReturnType<Page['getByRole']>, api: string) {
  const [created] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith(api) && response.request().method() === 'POST',
    ),
    button.click(),
  ])
  if (created.status() === 201) made.push(`${api}/${(await created.json()).id}`)
  return created
}

test('a provider adds a sibling discount and a promo code, edits the code and is told a name is taken @both-widths', async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name === 'phone' ? 'phone' : 'desktop'
  const course = COURSE[project]
  const code = `FAM10${project[0]?.toUpperCase()}${Date.now().toString(36).toUpperCase()}`
  const main = page.getByRole('main')

  await page.goto('/vendor/discounts')
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible()

  await test.step('adds 10% off the 2nd child and 15% off each later one, for one course', async () => {
    await main.getByRole('button', { name: 'Add a discount' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a discount' })
    await expect(dialog.getByRole('radio', { name: /^Siblings/ })).toBeChecked()
    await dialog.getByLabel('Off the 2nd child (%)').fill('10')
    await dialog.getByLabel('Off each later child (%)').fill('15')
    await dialog.getByRole('radio', { name: 'Chosen activities' }).check()
    await dialog.getByRole('checkbox', { name: course }).check()
    const created = await createWith(
      page,
      dialog.getByRole('button', { name: 'Add discount' }),
      '/api/vendor/discount-rules',
    )
    expect(created.status()).toBe(201)
    await expect(dialog).toBeHidden()
    const rule = main
      .getByRole('list', { name: 'Discounts' })
      .getByRole('listitem')
      .filter({ hasText: course })
    await expect(
      rule.getByText('Siblings: 10% off the 2nd child, 15% off each later child'),
    ).toBeVisible()
  })

  // A table at 1280 px, cards on a phone.
  const codes = main
    .getByRole('table', { name: 'Promo codes' })
    .or(main.getByRole('list', { name: 'Promo codes' }))
  const codeRow = codes.locator('tr, li').filter({ hasText: code })

  await test.step('adds a code for 10% off, 20 uses in all', async () => {
    await main.getByRole('button', { name: 'Add a code' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a code' })
    await dialog.getByLabel('Code', { exact: true }).fill(code)
    await dialog.getByLabel('Off the booking (%)').fill('10')
    await dialog.getByLabel('Uses in all').fill('20')
    const created = await createWith(
      page,
      dialog.getByRole('button', { name: 'Add code' }),
      '/api/vendor/promo-codes',
    )
    expect(created.status()).toBe(201)
    await expect(dialog).toBeHidden()
    await expect(codeRow.getByText('10% off', { exact: true })).toBeVisible()
    await expect(codeRow.getByText('0 of 20 used')).toBeVisible()
    await expect(codeRow.getByText('Active')).toBeVisible()
  })

  await test.step('edits the code to 30 uses', async () => {
    await codeRow.getByRole('button', { name: `Edit ${code}` }).click()
    const dialog = page.getByRole('dialog', { name: `Edit ${code}` })
    await dialog.getByLabel('Uses in all').fill('30')
    await dialog.getByRole('button', { name: 'Save code' }).click()
    await expect(dialog).toBeHidden()
    await expect(codeRow.getByText('0 of 30 used')).toBeVisible()
  })

  await test.step('is told the code is taken, whatever its case', async () => {
    await main.getByRole('button', { name: 'Add a code' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a code' })
    await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase())
    await dialog.getByLabel('Off the booking (%)').fill('5')
    await dialog.getByRole('button', { name: 'Add code' }).click()
    await expect(dialog.getByRole('alert')).toHaveText(`You already have a code named ${code}.`)
    await dialog.getByRole('button', { name: 'Close' }).click()
  })

  await test.step('deletes the discount and the code, which no family used', async () => {
    const rule = main
      .getByRole('list', { name: 'Discounts' })
      .getByRole('listitem')
      .filter({ hasText: course })
    await rule.getByRole('button', { name: /^Delete Siblings/ }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete discount' }).click()
    await expect(rule).toHaveCount(0)
    await expect(main.getByRole('heading', { name: 'Discounts', exact: true })).toBeFocused()
    await codeRow.getByRole('button', { name: `Delete ${code}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete code' }).click()
    await expect(codeRow).toHaveCount(0)
  })
})
