import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { parentAndProviderTest } from './support/parent-and-provider'
import { payWithGoodCard } from './support/pay'
import { snapshot } from './support/snapshot'

// Families buy a course by the term: they enrol two children with after care and pay, or try a
// class first and then enrol for the rest. Each test adds a term of its own to a demo provider's
// course (through the provider's API) and signs up a parent of its own, so the projects running
// at once never share a term, a place or a list.

const ACTIVITY = 'Ballet Basics' // Riverbend's course for ages 4 to 7
const PROVIDER = 'elena.brooks@example.com'
const DAY = 24 * 60 * 60 * 1000
const SESSIONS = 6
const TERM_PRICE = 12_000
const TRIAL_PRICE = 1_000
const AFTER_CARE = 500 // a session

const test = parentAndProviderTest({
  parent: { first: 'Jo', last: 'Termer' },
  children: [
    ['Ada', 5],
    ['Ben', 6],
  ],
  provider: PROVIDER,
})

/** $120.00 from 12000. */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

/**
 * A term of six weekly sessions about three weeks from now on the course, with a trial class and
 * after care, named for the test so that no other run sells it; `slot` gives each test its day. Returns the course's page and the name.
 */
async function addTerm(providerApi: APIRequestContext, page: Page, label: string, slot: number) {
  const search = await page.request.get(`/api/activities?q=${encodeURIComponent(ACTIVITY)}`)
  const { items } = await search.json()
  const activity = items.find((item: { title: string }) => item.title === ACTIVITY)
  expect(activity?.vendor.businessName).toMatch(/Riverbend/)
  // A day of its own for each test and project: a provider's sessions may not overlap.
  const projectSlot = test.info().project.name === 'phone' ? 2 : 0
  const first = new Date(Date.now() + (21 + slot + projectSlot) * DAY)
  const name = `${label} ${Date.now().toString(36)}`
  const headers = { origin: test.info().project.use.baseURL ?? '' }
  const created = await providerApi.post('/api/vendor/terms', {
    headers,
    data: {
      activityId: activity.id,
      name,
      priceCents: TERM_PRICE,
      trialPriceCents: TRIAL_PRICE,
      dropInPriceCents: 2_500,
      sessions: {
        from: 'series',
        weekdays: [first.getUTCDay()],
        startTime: '17:30',
        durationMinutes: 60,
        fromDate: first.toISOString().slice(0, 10),
        weeks: SESSIONS,
      },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const term = await created.json()
  const extra = await providerApi.post(`/api/vendor/terms/${term.id}/extras`, {
    headers,
    data: { name: 'After care', priceCents: AFTER_CARE, pricePer: 'session', places: 10 },
  })
  expect(extra.status(), await extra.text()).toBe(201)
  return { path: `/activities/${activity.id}`, name }
}

test('a parent enrols two children in a term with after care and pays with 4242 4242 4242 4242 @both-widths', async ({
  page,
  providerApi,
}, testInfo) => {
  test.setTimeout(120_000)
  const term = await addTerm(providerApi, page, 'Winter', 0)
  const perChild = TERM_PRICE + SESSIONS * AFTER_CARE
  const total = dollars(2 * perChild)

  await test.step('chooses both children and after care for each, and sees the price', async () => {
    await page.goto(term.path)
    const card = page.getByRole('listitem', { name: term.name })
    await expect(card.getByRole('button', { name: 'Try a class' })).toBeVisible()
    await card.getByRole('button', { name: 'Enrol' }).click()
    const dialog = page.getByRole('dialog', { name: `Enrol in ${term.name}` })
    await dialog.getByRole('checkbox', { name: /Ada/ }).check({ timeout: 15_000 })
    await dialog.getByRole('checkbox', { name: /Ben/ }).check()
    for (const child of ['Ada', 'Ben']) {
      const extras = dialog.getByRole('group', { name: `Extras for ${child}` })
      await expect(extras.getByText(`${dollars(AFTER_CARE)} per session`)).toBeVisible()
      await extras.getByRole('checkbox', { name: /After care/ }).check()
    }
    // The server's price, line by line: each child's term price, then their after care.
    const price = dialog.getByRole('group', { name: 'Price details' })
    for (const child of ['Ada', 'Ben']) {
      await expect(price.getByRole('group', { name: child })).toHaveText(
        `${child}Term price${dollars(TERM_PRICE)}After care${dollars(SESSIONS * AFTER_CARE)}`,
      )
    }
    await expect(dialog.getByRole('status', { name: 'Total price' })).toHaveText(total)
    await snapshot(page, testInfo, 'term-enrol-dialog', dialog)
    await dialog.getByRole('button', { name: 'Continue to payment' }).click()
  })

  await test.step('pays the total with a good card', async () => {
    await payWithGoodCard(page, total)
  })

  await test.step('My Bookings shows the enrolment as one card with its sessions and extras', async () => {
    await page.getByRole('link', { name: 'View my bookings' }).click()
    const card = page.getByRole('article', { name: ACTIVITY })
    await expect(card.getByText(term.name)).toBeVisible()
    await expect(card.getByText('Confirmed')).toBeVisible()
    await expect(card.getByRole('listitem').filter({ hasText: /AM|PM/ })).toHaveCount(SESSIONS)
    await expect(
      card.getByText(`Ada: After care (${dollars(SESSIONS * AFTER_CARE)})`),
    ).toBeVisible()
    await expect(card.getByText(`Paid ${total}`)).toBeVisible()
    await snapshot(page, testInfo, 'term-booking-card', card)
  })
})

test('a parent tries a class and then enrols for the rest @both-widths', async ({
  page,
  providerApi,
}, testInfo) => {
  test.setTimeout(120_000)
  const term = await addTerm(providerApi, page, 'Spring', 1)
  // After the trial, the sessions left's share of the term price less the trial's.
  const rest =
    Math.floor((2 * TERM_PRICE * (SESSIONS - 1) + SESSIONS) / (2 * SESSIONS)) - TRIAL_PRICE

  await test.step('books the first session of the term as a trial class and pays', async () => {
    await page.goto(term.path)
    await page
      .getByRole('listitem', { name: term.name })
      .getByRole('button', { name: 'Try a class' })
      .click()
    const dialog = page.getByRole('dialog', { name: `Try a class: ${term.name}` })
    await dialog.getByRole('checkbox', { name: /Ada/ }).check({ timeout: 15_000 })
    await expect(dialog.getByRole('radio').first()).toBeChecked()
    await expect(dialog.getByRole('status', { name: 'Total price' })).toHaveText(
      dollars(TRIAL_PRICE),
    )
    await snapshot(page, testInfo, 'term-trial-dialog', dialog)
    await dialog.getByRole('button', { name: 'Continue to payment' }).click()
    await payWithGoodCard(page, dollars(TRIAL_PRICE))
  })

  await test.step('enrols for the rest of the term from My Bookings in one click, and pays', async () => {
    await page.getByRole('link', { name: 'View my bookings' }).click()
    const trial = page.getByRole('article', { name: ACTIVITY })
    await expect(trial.getByText(`${term.name} · trial class`)).toBeVisible()
    const enrol = trial.getByRole('button', {
      name: `Enrol for the rest of the term · ${dollars(rest)}`,
    })
    // The price is the server's quote, asked when the card shows.
    await expect(enrol).toBeVisible()
    await snapshot(page, testInfo, 'term-trial-card', trial)
    await enrol.click()
    await payWithGoodCard(page, dollars(rest))
  })

  await test.step('My Bookings shows the enrolment, and the trial offers it no more', async () => {
    await page.getByRole('link', { name: 'View my bookings' }).click()
    const cards = page.getByRole('article', { name: ACTIVITY })
    await expect(cards).toHaveCount(2)
    await expect(
      cards.filter({ hasText: 'Sessions' }).getByText(`Paid ${dollars(rest)}`),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: /Enrol for the rest of the term/ })).toHaveCount(
      0,
    )
  })
})
