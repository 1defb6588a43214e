import { expect } from '@playwright/test'
import { parentAndProviderTest } from './support/parent-and-provider'
import { payWithGoodCard } from './support/pay'
import { snapshot } from './support/snapshot'

// A term that needs two children gets one: at its decision time the app's own job (every minute)
// cancels it, refunds the family in full and offers another place. The provider sets the term up
// through the API with its decision a minute or so away; the parent, on a phone, enrols and pays
// in that minute, then finds the cancellation on My Bookings.

const ACTIVITY = 'Ballet Basics' // Riverbend's course for ages 4 to 7
const PROVIDER = 'elena.brooks@example.com'
const HOUR = 60 * 60 * 1000
const TERM_PRICE = 9_000
// The decision is 24 hours before the first session, which starts this long after that: long
// enough to enrol and pay, short enough for the job to decide within the test.
const TO_ENROL = 50_000

const test = parentAndProviderTest({
  parent: { first: 'Sam', last: 'Minimum' },
  children: [['Ada', 5]],
  provider: PROVIDER,
})

/** The first whole minute at least `after` ms from now, as the venue writes its day and time. */
function venueMinute(after: number, timeZone: string) {
  const at = new Date(Math.ceil((Date.now() + after) / 60_000) * 60_000)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  const date = `${parts.year}-${parts.month}-${parts.day}`
  return { date, time: `${parts.hour}:${parts.minute}`, weekday: new Date(date).getUTCDay() }
}

test('a term short of its minimum is cancelled at its decision time, refunded and another place offered @phone', async ({
  page,
  providerApi,
}, testInfo) => {
  // Enrol within a minute, then wait up to two for the decision job's next round.
  test.setTimeout(210_000)
  const headers = { origin: testInfo.project.use.baseURL ?? '' }
  const search = await page.request.get(`/api/activities?q=${encodeURIComponent(ACTIVITY)}`)
  const listed = (await search.json()).items.find(
    (item: { title: string }) => item.title === ACTIVITY,
  )
  const activity = await (await page.request.get(`/api/activities/${listed.id}`)).json()
  const timeZone: string = activity.location.timeZone
  const termName = `Tiny term ${Date.now().toString(36)}`

  await test.step('the provider adds a place to offer instead, then a term that needs two children', async () => {
    // Sooner than anything else of the provider's: the first place offered instead.
    const soon = venueMinute(2 * HOUR, timeZone)
    const alternative = await providerApi.post('/api/vendor/schedules', {
      headers,
      data: { kind: 'single', activityId: activity.id, date: soon.date, startTime: soon.time },
    })
    expect(alternative.status(), await alternative.text()).toBe(201)

    const first = venueMinute(24 * HOUR + TO_ENROL, timeZone)
    const created = await providerApi.post('/api/vendor/terms', {
      headers,
      data: {
        activityId: activity.id,
        name: termName,
        priceCents: TERM_PRICE,
        minPlaces: 2,
        decisionHours: 24,
        sessions: {
          from: 'series',
          weekdays: [first.weekday],
          startTime: first.time,
          fromDate: first.date,
          weeks: 1,
        },
      },
    })
    expect(created.status(), await created.text()).toBe(201)
  })

  await test.step('the parent sees it needs two more, and is told so before paying', async () => {
    await page.goto(`/activities/${activity.id}`)
    const card = page.getByRole('listitem', { name: termName })
    await expect(card.getByText('Needs 2 more to run')).toBeVisible()
    await card.getByRole('button', { name: 'Enrol' }).click()
    const dialog = page.getByRole('dialog', { name: `Enrol in ${termName}` })
    await dialog.getByRole('checkbox', { name: /Ada/ }).check({ timeout: 15_000 })
    await expect(
      dialog.getByText(/^This runs if 2 children enrol by .+; if not, you are refunded in full$/),
    ).toBeVisible()
    await snapshot(page, testInfo, 'run-minimum-enrol-dialog', dialog)
    await dialog.getByRole('button', { name: 'Continue to payment' }).click()
    await payWithGoodCard(page, '$90.00')
  })

  const bookingId = new URL(page.url()).searchParams.get('booking')
  expect(bookingId).toBeTruthy()

  await test.step('at the decision time the term is cancelled for too few places', async () => {
    await expect
      .poll(
        async () => (await (await page.request.get(`/api/bookings/${bookingId}`)).json()).status,
        { timeout: 170_000, intervals: [5_000] },
      )
      .toBe('cancelled')
  })

  await test.step('My Bookings shows why, the refund and the place to book instead', async () => {
    await page.goto('/bookings')
    const booking = page.getByRole('article', { name: ACTIVITY })
    await expect(booking.getByText('Cancelled: too few places (1 of 2 needed)')).toBeVisible()
    await expect(booking.getByText('Refunded $90.00')).toBeVisible()
    const instead = booking.getByRole('region', { name: 'Places you can book instead' })
    await expect(instead.getByRole('link', { name: ACTIVITY }).first()).toHaveAttribute(
      'href',
      `/activities/${activity.id}`,
    )
    await snapshot(page, testInfo, 'run-minimum-cancelled-booking', booking)
  })
})
