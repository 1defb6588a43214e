import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { parentAndProviderTest } from './support/parent-and-provider'
import { payWithGoodCard } from './support/pay'
import { snapshot } from './support/snapshot'

// A family sees its price line by line: two children in a term get the provider's sibling
// discount, a promo code comes off the total, and taking one child off shows the arithmetic of
// the refund before it is made. The provider's rule and code are made for this test alone, each
// project with a provider and a course of its own: no other spec books these courses nor counts
// these providers' bookings, and a rule deleted by one run would stay in the other's lines. The
// term is the test's own too, at an hour no demo session takes; the rule is deleted at the end.

/** A course of a demo provider for each project; Ada (12) and Ben (13) fit both. */
const COURSES = {
  desktop: { title: 'Rock Band Camp', provider: 'elena.brooks@example.com' },
  phone: { title: 'Wilderness Survival Skills Camp', provider: 'sam.whitaker@example.com' },
}
const DAY = 24 * 60 * 60 * 1000
const TERM_PRICE = 20_000
// Two children at $200.00, the 2nd 10% off, then 10% off the lot; Ben alone pays $200.00 less 10%.
const SIBLING = '−$20.00'
const BOOKED = '$342.00'
const STAYS = '$180.00'
const REFUND = '$162.00'
/** The figure a description list gives its term. */
const NEXT_DD = 'xpath=following-sibling::dd[1]'

const courseOf = (project: string) => (project === 'phone' ? COURSES.phone : COURSES.desktop)

const test = parentAndProviderTest({
  parent: { first: 'Kim', last: 'Pricing' },
  children: [
    ['Ada', 12],
    ['Ben', 13],
  ],
  provider: (workerInfo) => courseOf(workerInfo.project.name).provider,
})

/**
 * A term of four weekly sessions on the project's course, about five weeks from now at dawn (a
 * day of its own for each project and retry: a provider's sessions may not overlap), a sibling
 * rule and a promo code for the course alone. Returns the course, its page, the term's name, the
 * code and the rule's id to delete.
 */
async function priceTheCourse(providerApi: APIRequestContext, page: Page) {
  const info = test.info()
  const headers = { origin: info.project.use.baseURL ?? '' }
  const { title } = courseOf(info.project.name)
  const search = await page.request.get(`/api/activities?q=${encodeURIComponent(title)}`)
  const { items } = await search.json()
  const activity = items.find((item: { title: string }) => item.title === title)
  expect(activity, `${title} is in the catalogue`).toBeTruthy()
  const slot = (info.project.name === 'phone' ? 1 : 0) + 2 * info.retry
  const first = new Date(Date.now() + (35 + slot) * DAY)
  const run = `${info.project.name.slice(0, 2)}${Date.now().toString(36)}`.toUpperCase()
  const termName = `Pricing term ${run}`
  const term = await providerApi.post('/api/vendor/terms', {
    headers,
    data: {
      activityId: activity.id,
      name: termName,
      priceCents: TERM_PRICE,
      sessions: {
        from: 'series',
        weekdays: [first.getUTCDay()],
        startTime: '06:00',
        durationMinutes: 45,
        fromDate: first.toISOString().slice(0, 10),
        weeks: 4,
      },
    },
  })
  expect(term.status(), await term.text()).toBe(201)
  const rule = await providerApi.post('/api/vendor/discount-rules', {
    headers,
    data: {
      kind: 'siblings',
      activityIds: [activity.id],
      secondChild: { unit: 'percent', percent: 10 },
      laterChildren: { unit: 'percent', percent: 15 },
    },
  })
  expect(rule.status(), await rule.text()).toBe(201)
  const code = `FAM${run}`
  const promo = await providerApi.post('/api/vendor/promo-codes', {
    headers,
    data: {
      kind: 'discount',
      code,
      activityIds: [activity.id],
      off: { unit: 'percent', percent: 10 },
      totalUses: 5,
    },
  })
  expect(promo.status(), await promo.text()).toBe(201)
  return {
    title,
    path: `/activities/${activity.id}`,
    termName,
    code,
    ruleId: (await rule.json()).id as string,
    headers,
  }
}

test('a family sees the sibling discount, applies a code, pays, then takes a child off and sees the refund @both-widths', async ({
  page,
  providerApi,
}, testInfo) => {
  test.setTimeout(150_000)
  const course = await priceTheCourse(providerApi, page)
  try {
    await test.step('chooses both children and sees the sibling discount', async () => {
      await page.goto(course.path)
      await page
        .getByRole('listitem', { name: course.termName })
        .getByRole('button', { name: 'Enrol' })
        .click()
      const dialog = page.getByRole('dialog', { name: `Enrol in ${course.termName}` })
      await dialog.getByRole('checkbox', { name: /Ada/ }).check({ timeout: 15_000 })
      await dialog.getByRole('checkbox', { name: /Ben/ }).check()
      const price = dialog.getByRole('group', { name: 'Price details' })
      await expect(price.getByText('Sibling discount (2nd child)')).toBeVisible()
      await expect(price.getByText(SIBLING)).toBeVisible()
      await expect(dialog.getByRole('status', { name: 'Total price' })).toHaveText('$380.00')
    })

    await test.step('applies the code with the keyboard and pays the new total', async () => {
      const dialog = page.getByRole('dialog', { name: `Enrol in ${course.termName}` })
      await dialog.getByRole('textbox', { name: 'Promo code' }).fill(course.code.toLowerCase())
      await dialog.getByRole('textbox', { name: 'Promo code' }).press('Enter')
      await expect(dialog.getByText(`Code ${course.code} applied`)).toBeVisible()
      await expect(dialog.getByRole('status', { name: 'Total price' })).toHaveText(BOOKED)
      const price = dialog.getByRole('group', { name: 'Price details' })
      await expect(price.getByText(`Code ${course.code}`)).toBeVisible()
      await snapshot(page, testInfo, 'family-pricing-dialog', dialog)
      await dialog.getByRole('button', { name: 'Continue to payment' }).click()

      await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/)
      const summary = page.getByRole('region', { name: 'Order summary' })
      await expect(summary.getByText('Sibling discount (2nd child)')).toBeVisible()
      await expect(summary.getByText(`Code ${course.code}`)).toBeVisible()
      await payWithGoodCard(page, BOOKED)
    })

    await test.step('My Bookings shows the lines paid', async () => {
      await page.getByRole('link', { name: 'View my bookings' }).click()
      const card = page.getByRole('article', { name: course.title })
      await expect(card.getByText(`Paid ${BOOKED}`)).toBeVisible()
      // Four lines fold away on a phone.
      const fold = card.getByRole('button', { name: 'Price details' })
      if (await fold.isVisible()) await fold.click()
      const price = card.getByRole('group', { name: 'Price details' })
      await expect(price.getByText(`Code ${course.code}`)).toBeVisible()
      await expect(price.getByText('Sibling discount (2nd child)')).toBeVisible()
      await snapshot(page, testInfo, 'family-pricing-card', card)
    })

    await test.step('takes Ada off, sees the arithmetic first, then the refund', async () => {
      const card = page.getByRole('article', { name: course.title })
      await card.getByRole('button', { name: 'Take a child off' }).click()
      const dialog = page.getByRole('dialog', { name: 'Take a child off this booking' })
      await dialog.getByRole('checkbox', { name: /Ada/ }).check()
      await expect(dialog.getByText('You paid').locator(NEXT_DD)).toHaveText(BOOKED)
      await expect(dialog.getByText('The children who stay now cost').locator(NEXT_DD)).toHaveText(
        STAYS,
      )
      await expect(dialog.getByText('Refund', { exact: true }).locator(NEXT_DD)).toHaveText(REFUND)
      const staying = dialog.getByRole('group', { name: 'The children who stay' })
      await expect(staying.getByRole('group', { name: 'Ben' })).toBeVisible()
      await expect(dialog.getByText(/^The discounts that depended on Ada's place/)).toBeVisible()
      await snapshot(page, testInfo, 'family-pricing-take-off', dialog)
      await dialog.getByRole('button', { name: 'Take Ada off' }).click()

      await expect(
        page.getByText(`Ada was taken off. ${REFUND} will be refunded to your card.`),
      ).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(card.getByRole('button', { name: 'Take a child off' })).toHaveCount(0)
      await expect(card.getByText(/Pricing(desktop|phone)/)).toHaveText(/^Ben /)
    })
  } finally {
    const removed = await providerApi.delete(`/api/vendor/discount-rules/${course.ruleId}`, {
      headers: course.headers,
    })
    expect(removed.ok(), await removed.text()).toBe(true)
  }
})
