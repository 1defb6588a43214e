import path from 'node:path'
import { type APIRequestContext, test as base, expect } from '@playwright/test'
import { signInDemoProvider } from './support/demo-provider'
import { newParentStorageState } from './support/new-parent'
import { bookAndPay } from './support/pay'

// A provider writes to the families of one session from Schedules, and a family booked into it
// reads the message under the booking on My Bookings. The booking changes the demo provider's
// dashboard counts, so it runs after the specs that read them (@decides), on a session away
// from the ones the other journeys book.

type Worker = { parentStorageState: string; vendorStorageState: string }

const ACTIVITY = 'Watercolor Adventures' // Sunny Studio's, for ages 6 to 10
const SESSION_INDEX = 5

const test = base.extend<object, Worker>({
  storageState: ({ parentStorageState }, use) => use(parentStorageState),
  parentStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const name = { first: 'Maya', last: `Messages${workerInfo.project.name}` }
      const children = [[`Ava${workerInfo.project.name}`, 7]] as const
      await use(await newParentStorageState({ playwright, workerInfo, name, children }))
    },
    { scope: 'worker' },
  ],
  vendorStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const request = await signInDemoProvider({ playwright, workerInfo })
      const file = path.join(
        workerInfo.project.outputDir,
        `announcing-vendor-${workerInfo.workerIndex}.json`,
      )
      await request.storageState({ path: file })
      await request.dispose()
      await use(file)
    },
    { scope: 'worker' },
  ],
})

type Session = { id: string; startsAt: string }

/** The parent books and pays for their child in one upcoming session, through the API. */
async function bookSession(api: APIRequestContext, index: number, baseURL: string) {
  const search = await api.get(`/api/activities?q=${encodeURIComponent(ACTIVITY)}`)
  const activity = (await search.json()).items.find(
    (item: { title: string }) => item.title === ACTIVITY,
  )
  const detail = await (await api.get(`/api/activities/${activity.id}`)).json()
  const session = detail.upcomingSessions[index] as Session
  const [child] = (await (await api.get('/api/children')).json()).items
  await bookAndPay(api, { sessionId: session.id, childIds: [child.id], origin: baseURL })
  return { activityId: activity.id as string, session, timeZone: detail.location.timeZone }
}

test('a provider messages the families of a session and a parent reads it on My Bookings @decides', async ({
  page,
  browser,
  vendorStorageState,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  const project = testInfo.project.name
  const message = `Please bring an apron (${project}).\nWe start on time.`
  const booked = await bookSession(page.request, SESSION_INDEX, baseURL ?? '')

  await test.step('the provider sends a message from Schedules', async () => {
    const context = await browser.newContext({ storageState: vendorStorageState })
    const provider = await context.newPage()
    await provider.goto(`/vendor/schedules?activityId=${booked.activityId}`)
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: booked.timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(booked.session.startsAt))
    const row = provider.getByRole('listitem').filter({ hasText: day })
    await row.getByRole('button', { name: /^Message families of/ }).click()
    const dialog = provider.getByRole('dialog', { name: 'Message families' })
    await dialog.getByRole('textbox', { name: 'Message' }).fill(message)
    await expect(dialog.getByText(`${message.length} / 2000 characters`)).toBeVisible()
    await dialog.getByRole('button', { name: 'Send' }).click()
    const status = dialog.getByRole('status')
    await expect(status).toContainText(/^Sent to \d+ famil(y|ies): /)
    await expect(status).toContainText(`Maya Messages${project}`)
    await expect(dialog.getByRole('region', { name: 'Earlier messages' })).toContainText(
      `Please bring an apron (${project}).`,
    )
    await context.close()
  })

  await test.step('the parent sees it under the booking', async () => {
    await page.goto('/bookings')
    const card = page
      .getByRole('article', { name: ACTIVITY })
      .filter({ hasText: 'Message from Sunny Studio' })
    await expect(card).toBeVisible()
    await expect(card.getByText(`Please bring an apron (${project}).`)).toBeVisible()
    await expect(card.getByText('We start on time.')).toBeVisible()
  })
})
