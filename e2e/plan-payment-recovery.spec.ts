import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from '@playwright/test'
import { parentAndProviderTest } from './support/parent-and-provider'
import { payWithCard } from './support/pay'
import { addPlanCampWeek } from './support/plan-camp'
import { waitForContent } from './support/settled'

// A parent pays the first of three monthly payments with a card that pays now and is refused
// later. Time moves to the second payment's date (in test payments an admin charges it now, as
// the job would on its date), the charge fails, the family gets the mail, follows its link,
// pays with another card, and My Bookings shows what is paid and the next payment.

const ACTIVITY = 'Ballet Basics' // Riverbend's course for ages 4 to 7
const PROVIDER = 'elena.brooks@example.com'
const PRICE = 12_000
const PART = 4_000
const REFUSED_LATER = '4000 0000 0000 0341'

const test = parentAndProviderTest({
  parent: { first: 'Remy', last: 'Recovery' },
  children: [['Bo', 6]],
  provider: PROVIDER,
})

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

/** The demo admin, signed in through the API: it moves a plan's payment to its date. */
async function signInAdmin(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const admin = await playwright.request.newContext({ baseURL })
  const signIn = await admin.post('/api/account/sign-in', {
    data: { email: 'admin@example.com', password: 'password123', role: 'admin' },
    headers: { origin: baseURL },
  })
  expect(signIn.status()).toBe(200)
  return admin
}

/** The text of the newest mail with `subject` whose text names the booking, from the outbox. */
async function mailAbout(admin: APIRequestContext, subject: string, bookingId: string) {
  const list = await (await admin.get('/api/admin/mail?limit=50')).json()
  for (const mail of list.items as { id: string; subject: string }[]) {
    if (mail.subject !== subject) continue
    const detail = await (await admin.get(`/api/admin/mail/${mail.id}`)).json()
    if ((detail.body as string).includes(bookingId)) return detail.body as string
  }
  return null
}

test('a refused instalment is paid from the mail with another card @both-widths', async ({
  page,
  providerApi,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const camp = await addPlanCampWeek({
    providerApi,
    page,
    activity: ACTIVITY,
    priceCents: PRICE,
    daysAhead: 84,
    plan: { kind: 'instalments', instalments: 3 },
  })

  await test.step('pays the first of three payments with a card refused later', async () => {
    await page.goto(camp.path)
    await page
      .getByRole('listitem', { name: camp.name })
      .getByRole('button', { name: 'Enrol' })
      .click()
    const dialog = page.getByRole('dialog', { name: `Enrol in ${camp.name}` })
    await dialog.getByRole('checkbox', { name: /Bo/ }).check({ timeout: 15_000 })
    const how = dialog.getByRole('group', { name: 'How would you like to pay?' })
    await how.getByRole('radio', { name: /Pay in 3 monthly payments/ }).check()
    await dialog.getByRole('button', { name: 'Continue to payment' }).click()
    await payWithCard(page, dollars(PART), REFUSED_LATER)
  })
  const bookingId = new URL(page.url()).searchParams.get('booking') ?? ''

  const admin = await signInAdmin(playwright, baseURL ?? '')
  await test.step("the second payment's date comes and its charge is refused", async () => {
    const charged = await admin.post(`/api/admin/payment-plans/${bookingId}/charge-next`, {
      headers: { origin: baseURL ?? '' },
    })
    expect(charged.status(), await charged.text()).toBe(200)
    expect((await charged.json()).status).toBe('failed')

    await page.goto('/bookings')
    const card = page.getByRole('article', { name: ACTIVITY })
    const plan = card.getByRole('region', { name: 'Payment plan' })
    await expect(plan.getByRole('alert')).toContainText(
      `Your payment of ${dollars(PART)} did not go through: the card was refused.`,
    )
    await expect(plan.getByRole('link', { name: 'Pay now' })).toBeVisible()
  })

  let link = ''
  await test.step('gets the mail, whose link leads to the payment page', async () => {
    await expect
      .poll(async () => mailAbout(admin, `Payment due: ${ACTIVITY}`, bookingId), {
        timeout: 20_000,
      })
      .toContain('Pay it now, with this card or another')
    const mail = (await mailAbout(admin, `Payment due: ${ACTIVITY}`, bookingId)) ?? ''
    link = /https?:\/\/\S+\/bookings\/[\w-]+\/pay/.exec(mail)?.[0] ?? ''
    expect(link).toContain(`/bookings/${bookingId}/pay`)
  })
  await admin.dispose()

  await test.step('pays what is due with another card from the link', async () => {
    await page.goto(link)
    const plan = page.getByRole('article', { name: ACTIVITY })
    await expect(plan.getByText('Your card was declined.')).toBeVisible()
    await plan.getByRole('button', { name: `Pay ${dollars(PART)} now` }).click()
    await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/)
    await waitForContent(page, 'Test payment: no money moves')
    const form = page.getByRole('form', { name: 'Card details' })
    await form.getByLabel('Card number').fill('4242 4242 4242 4242')
    await form.getByLabel('Expiry (MM/YY)').fill('12/40')
    await form.getByLabel('CVC').fill('123')
    await form.getByRole('button', { name: `Pay ${dollars(PART)}` }).click()
    await expect(page).toHaveURL(/\/pay\?paid=1/)
  })

  await test.step('My Bookings shows what is paid and the next payment, with no notice', async () => {
    // The payment is confirmed a moment later, from a job.
    await expect
      .poll(
        async () => {
          await page.goto('/bookings')
          const plan = page
            .getByRole('article', { name: ACTIVITY })
            .getByRole('region', { name: 'Payment plan' })
          await plan.waitFor()
          return plan.textContent()
        },
        { timeout: 20_000 },
      )
      .toContain(`Paid ${dollars(2 * PART)} of ${dollars(PRICE)} · next ${dollars(PART)} on`)
    const plan = page
      .getByRole('article', { name: ACTIVITY })
      .getByRole('region', { name: 'Payment plan' })
    await expect(plan.getByRole('alert')).toHaveCount(0)
    await expect(
      plan.getByRole('button', { name: `Pay the balance, ${dollars(PART)}` }),
    ).toBeVisible()
  })
})
