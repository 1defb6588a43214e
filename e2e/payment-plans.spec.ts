import { type APIRequestContext, type Browser, expect } from '@playwright/test'
import { parentAndProviderTest } from './support/parent-and-provider'
import { payWithGoodCard } from './support/pay'
import { addPlanCampWeek } from './support/plan-camp'
import { waitForContent } from './support/settled'

// A parent books a camp week by its deposit, sees the schedule, and pays the balance early from
// the pay-now page. Meanwhile the provider sees the balance still to collect on Payouts, and the
// admin sees it upcoming on Payments. The camp week is added to a demo provider's course two months ahead (plans
// are offered from 30 days before the start), with a plan of 25% now, through the provider's API.

const ACTIVITY = 'Ballet Basics' // Riverbend's course for ages 4 to 7
const PROVIDER = 'elena.brooks@example.com'
const PRICE = 12_000
const DEPOSIT = 3_000

const test = parentAndProviderTest({
  parent: { first: 'Pat', last: 'Planner' },
  children: [['Cy', 6]],
  provider: PROVIDER,
})

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

/** A page of its own in a new context, signed in as the state given. */
async function pageSignedIn(
  browser: Browser | null,
  options: {
    storageState: Awaited<ReturnType<APIRequestContext['storageState']>>
    baseURL: string
  },
) {
  if (!browser) throw new Error('no browser')
  const context = await browser.newContext(options)
  const page = await context.newPage()
  page.on('close', () => void context.close())
  return page
}

test('a parent books a camp with a deposit, sees the schedule and pays the balance early @both-widths', async ({
  page,
  providerApi,
}) => {
  test.setTimeout(120_000)
  const camp = await addPlanCampWeek({
    providerApi,
    page,
    activity: ACTIVITY,
    priceCents: PRICE,
    daysAhead: 70,
    plan: { kind: 'deposit', depositCents: null, depositPercent: 25, balanceDaysBefore: 14 },
  })

  await test.step('chooses the deposit, seeing both dates and amounts, and pays it', async () => {
    await page.goto(camp.path)
    await page
      .getByRole('listitem', { name: camp.name })
      .getByRole('button', { name: 'Enrol' })
      .click()
    const dialog = page.getByRole('dialog', { name: `Enrol in ${camp.name}` })
    await dialog.getByRole('checkbox', { name: /Cy/ }).check({ timeout: 15_000 })
    const how = dialog.getByRole('group', { name: 'How would you like to pay?' })
    const deposit = how.getByRole('radio', { name: /deposit/ })
    await expect(
      how.getByText(`${dollars(DEPOSIT)} today · ${dollars(PRICE - DEPOSIT)} on`),
    ).toBeVisible()
    await deposit.check()
    await dialog.getByRole('button', { name: 'Continue to payment' }).click()
    await payWithGoodCard(page, dollars(DEPOSIT))
  })

  await test.step('the provider and the admin see the balance still to collect', async () => {
    const baseURL = test.info().project.use.baseURL ?? ''
    const provider = await pageSignedIn(page.context().browser(), {
      storageState: await providerApi.storageState(),
      baseURL,
    })
    await provider.goto('/vendor/payouts')
    const toCollect = provider.getByRole('region', { name: 'Still to collect' })
    await expect(toCollect.getByText('Pat P.').first()).toBeVisible({ timeout: 15_000 })
    await expect(toCollect.getByText(dollars(PRICE - DEPOSIT)).first()).toBeVisible()
    await provider.screenshot({ path: test.info().outputPath('to-collect.png'), fullPage: true })
    await provider.close()

    const adminApi = await page.context().browser()?.newContext({ baseURL })
    const signIn = await adminApi?.request.post('/api/account/sign-in', {
      data: { email: 'admin@example.com', password: 'password123', role: 'admin' },
      headers: { origin: baseURL },
    })
    expect(signIn?.status()).toBe(200)
    const admin = await adminApi?.newPage()
    if (!admin) throw new Error('no admin page')
    await admin.goto('/admin/payments')
    const plans = admin.getByRole('region', { name: 'Payment plans' })
    await expect(plans.getByText('Matches the ledger')).toBeVisible({ timeout: 15_000 })
    await expect(plans.getByText('Pat P.').first()).toBeVisible()
    await admin.screenshot({ path: test.info().outputPath('admin-plans.png'), fullPage: true })
    await adminApi?.close()
  })

  await test.step('sees the schedule on the pay-now page and pays the balance early', async () => {
    const bookingId = new URL(page.url()).searchParams.get('booking')
    await page.goto(`/bookings/${bookingId}/pay`)
    const plan = page.getByRole('article', { name: ACTIVITY })
    await expect(
      plan.getByText(`Paid ${dollars(DEPOSIT)} of ${dollars(PRICE)} · next`),
    ).toBeVisible()
    await plan.getByRole('button', { name: `Pay the balance, ${dollars(PRICE - DEPOSIT)}` }).click()
    await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/)
    await waitForContent(page, 'Test payment: no money moves')
    const form = page.getByRole('form', { name: 'Card details' })
    await form.getByLabel('Card number').fill('4242 4242 4242 4242')
    await form.getByLabel('Expiry (MM/YY)').fill('12/40')
    await form.getByLabel('CVC').fill('123')
    await form.getByRole('button', { name: `Pay ${dollars(PRICE - DEPOSIT)}` }).click()
    await expect(page).toHaveURL(/\/pay\?paid=1/)
    // The payment is confirmed a moment later, from a job.
    await expect
      .poll(
        async () => {
          await page.reload()
          await page.getByRole('article', { name: ACTIVITY }).waitFor()
          return page.getByText(`Paid ${dollars(PRICE)} of ${dollars(PRICE)}`).count()
        },
        { timeout: 20_000 },
      )
      .toBe(1)
  })
})
