import { expect } from '@playwright/test'
import { addCampWeek } from './support/plan-camp'
import { testAs } from './support/viewers'

// The demo provider offers monthly instalments on a camp week from its Schedules, seeing every
// date and amount for the term's price before saving, and a deposit on single sessions from an
// activity's page; a refused setting is said in the form.

const test = testAs('provider')
const DAY = 24 * 60 * 60 * 1000

test('the provider sets a term and an activity plan in the form, seeing the payments before saving', async ({
  page,
  api,
}, testInfo) => {
  // Two forms, each saved and read back, and two screenshots: past 30 s on a busy machine.
  test.slow()
  const activities = await (await api.get('/api/vendor/activities?limit=100')).json()
  const activity = activities.items[0] as { id: string; title: string }
  const name = `Plan camp ${Date.now().toString(36)}`
  const term = await addCampWeek({
    providerApi: api,
    activityId: activity.id,
    name,
    priceCents: 30_000,
    first: new Date(Date.now() + 120 * DAY),
  })

  await page.goto('/vendor/schedules')
  await page.getByRole('button', { name: `Payment plan of ${name} of ${activity.title}` }).click()
  const dialog = page.getByRole('dialog', { name: `Payment plan: ${name} of ${activity.title}` })
  await expect(dialog.getByText('Families pay $300.00 in full when they book.')).toBeVisible()
  // By keyboard: the plan's kind is a group of radios.
  await dialog.getByRole('radio', { name: /No plan/ }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('radio', { name: /Monthly instalments/ })).toBeChecked()
  const preview = dialog.getByRole('region', { name: /booked today/ })
  await expect(preview.getByRole('listitem')).toHaveCount(3)
  await expect(preview.getByRole('listitem').first()).toHaveText('When booking$100.00')
  await page.screenshot({ path: testInfo.outputPath('plan-form-desktop.png') })
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: testInfo.outputPath('plan-form-phone.png') })
  await page.setViewportSize({ width: 1280, height: 800 })
  await dialog.getByRole('button', { name: 'Save payment plan' }).click()
  await expect(page.getByText(`Payment plan of ${name} of ${activity.title} saved`)).toBeVisible()
  const saved = await (await api.get(`/api/vendor/terms/${term.id}/payment-plan`)).json()
  expect(saved).toEqual({ plan: { kind: 'instalments', instalments: 3 }, keepsFirstPayment: true })

  await page.goto(`/vendor/activities/${activity.id}`)
  await page.getByRole('button', { name: `Payment plan of ${activity.title}` }).click()
  const single = page.getByRole('dialog', { name: `Payment plan: ${activity.title}` })
  await single.getByRole('radio', { name: /A deposit/ }).check()
  await single.getByLabel('Deposit ($)').fill('100000')
  await single.getByRole('button', { name: 'Save payment plan' }).click()
  await expect(single.getByRole('alert')).toContainText('is more than the price of')
  await single.getByLabel('Deposit ($)').fill('1')
  await expect(single.getByText('14 days before the session')).toBeVisible()
  await single.getByRole('button', { name: 'Save payment plan' }).click()
  await expect(page.getByText(`Payment plan of ${activity.title} saved`)).toBeVisible()
  // The demo activity's plan is put back, so other specs book it as before.
  const reset = await api.put(`/api/vendor/activities/${activity.id}/payment-plan`, {
    headers: { origin: testInfo.project.use.baseURL ?? '' },
    data: { plan: { kind: 'none' } },
  })
  expect(reset.status()).toBe(200)
})
