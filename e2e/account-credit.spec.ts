import path from 'node:path'
import { type APIRequestContext, test as base, expect } from '@playwright/test'
import { signInDemoProvider } from './support/demo-provider'
import { newParentStorageState } from './support/new-parent'
import { bookAndPay } from './support/pay'
import { snapshot } from './support/snapshot'

// A provider cancels a session a family paid for and lets families keep what they paid as credit;
// the family takes the credit on My Bookings and spends it on another session, which the credit
// pays in full, so no card is asked for. The provider adds both sessions for the test, at a minute
// of the project's own, so the two projects never meet.

type Worker = {
  parentStorageState: string
  vendorStorageState: string
  providerApi: APIRequestContext
}

const ACTIVITY = 'Watercolor Adventures' // Sunny Studio's, for ages 6 to 10
const DAY = 24 * 60 * 60 * 1000

const test = base.extend<object, Worker>({
  storageState: ({ parentStorageState }, use) => use(parentStorageState),
  parentStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const name = { first: 'Cora', last: `Credit${workerInfo.project.name}` }
      const children = [[`Finn${workerInfo.project.name}`, 7]] as const
      await use(await newParentStorageState({ playwright, workerInfo, name, children }))
    },
    { scope: 'worker' },
  ],
  providerApi: [
    async ({ playwright }, use, workerInfo) => {
      const request = await signInDemoProvider({ playwright, workerInfo })
      await use(request)
      await request.dispose()
    },
    { scope: 'worker' },
  ],
  vendorStorageState: [
    async ({ providerApi }, use, workerInfo) => {
      const file = path.join(
        workerInfo.project.outputDir,
        `credit-vendor-${workerInfo.workerIndex}.json`,
      )
      await providerApi.storageState({ path: file })
      await use(file)
    },
    { scope: 'worker' },
  ],
})

/** A day `days` ahead at the venue, and a time of the project's own that no demo session has. */
function venueSlot(days: number, timeZone: string, project: string) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone }).format(
    new Date(Date.now() + days * DAY),
  )
  const minute = String(7 + (Date.now() % 47)).padStart(2, '0')
  return { date, startTime: `${project === 'phone' ? '07' : '06'}:${minute}` }
}

test('a provider cancels a session, the family takes credit and spends it on another session @both-widths', async ({
  page,
  browser,
  providerApi,
  vendorStorageState,
}, testInfo) => {
  test.setTimeout(120_000)
  const origin = testInfo.project.use.baseURL ?? ''
  const headers = { origin }
  const project = testInfo.project.name
  const search = await page.request.get(`/api/activities?q=${encodeURIComponent(ACTIVITY)}`)
  const listed = (await search.json()).items.find(
    (item: { title: string }) => item.title === ACTIVITY,
  )
  const activity = await (await page.request.get(`/api/activities/${listed.id}`)).json()
  const timeZone: string = activity.location.timeZone
  const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
    activity.priceCents / 100,
  )

  const addSession = async (days: number) => {
    const created = await providerApi.post('/api/vendor/schedules', {
      headers,
      data: { kind: 'single', activityId: activity.id, ...venueSlot(days, timeZone, project) },
    })
    expect(created.status(), await created.text()).toBe(201)
    return (await created.json()).created[0] as { id: string; startsAt: string }
  }
  const cancelled = await addSession(20)
  const next = await addSession(21)
  const [child] = (await (await page.request.get('/api/children')).json()).items
  await bookAndPay(page.request, { sessionId: cancelled.id, childIds: [child.id], origin })

  await test.step('the provider cancels the session, letting families keep it as credit', async () => {
    const context = await browser.newContext({ storageState: vendorStorageState })
    const provider = await context.newPage()
    await provider.goto(`/vendor/schedules?activityId=${activity.id}`)
    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone })
      .format(new Date(cancelled.startsAt))
      .replace(/ [AP]M$/, '')
    await provider
      .getByRole('button', { name: new RegExp(`^Cancel session of ${ACTIVITY} on .*${time}`) })
      .click()
    const dialog = provider.getByRole('alertdialog', { name: 'Cancel this session?' })
    await expect(
      dialog.getByRole('checkbox', { name: /keep what they paid as credit/ }),
    ).toBeChecked()
    await dialog.getByRole('button', { name: 'Cancel session' }).click()
    await expect(provider.getByText('1 booking cancelled and families notified')).toBeVisible()
    await context.close()
  })

  await test.step('the family takes credit with the provider on My Bookings', async () => {
    await page.goto('/bookings')
    const choice = page.getByRole('region', { name: 'Refund or credit' })
    await expect(choice).toContainText(`Sunny Studio cancelled this session. You paid ${price}`, {
      timeout: 15_000,
    })
    await snapshot(page, testInfo, 'refund-or-credit', choice)
    await choice.getByRole('button', { name: 'Take credit with Sunny Studio' }).click()
    await expect(page.getByText(`${price} is your credit with Sunny Studio`)).toBeVisible()
    const balance = page.getByRole('region', { name: 'Your credit' })
    await expect(balance).toContainText('Credit with Sunny Studio')
    await expect(balance).toContainText(price)
    await snapshot(page, testInfo, 'bookings-with-credit')
  })

  await test.step('the credit pays the next session in full: no card asked for', async () => {
    await page.goto(`/activities/${activity.id}`)
    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Book ${ACTIVITY}` })
    await expect(dialog.getByRole('checkbox', { name: /Finn/ })).toBeVisible({ timeout: 15_000 })
    const more = dialog.getByRole('button', { name: /^Show \d+ more sessions?$/ })
    if (await more.isVisible()) await more.click()
    const day = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone,
    }).format(new Date(next.startsAt))
    const time = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }).format(new Date(next.startsAt))
    await dialog.getByRole('radio', { name: new RegExp(`${day} · ${time}`) }).check()
    await dialog.getByRole('checkbox', { name: /Finn/ }).check()
    const credit = dialog.getByRole('group', { name: 'Price details' })
    await expect(credit.getByText('Credit with Sunny Studio')).toBeVisible()
    await expect(credit).toContainText(`\u2212${price}`)
    await expect(credit).toContainText('Left to pay by card$0.00')
    await expect(dialog.getByText('Paid with your credit — no card needed')).toBeVisible()
    await snapshot(page, testInfo, 'booking-with-credit', dialog)
    await dialog.getByRole('button', { name: 'Confirm booking' }).click()
    await expect(page.getByText('Booking successful!')).toBeVisible()
  })

  await test.step('My Bookings shows the booking paid with credit, and no credit left', async () => {
    await page.goto('/bookings')
    await expect(page.getByRole('region', { name: 'Your credit' })).toHaveCount(0)
    const paid = page
      .getByRole('article', { name: ACTIVITY })
      .filter({ hasText: 'Left to pay by card' })
    await expect(paid).toContainText(`Credit with Sunny Studio\u2212${price}`)
    await expect(paid).toContainText('Left to pay by card$0.00')
    await snapshot(page, testInfo, 'booking-paid-with-credit', paid)
  })
})
