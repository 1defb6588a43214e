import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test'
import { accessibilityFindings } from './support/axe'
import { newParentStorageState } from './support/new-parent'
import { bookAndPay } from './support/pay'
import { waitForContent } from './support/settled'
import { snapshot } from './support/snapshot'

// A family joins the waiting list of a full session from Book Now; another family's
// cancellation frees places, the server offers them to the first family in line (mailed, with a
// link to the offer), and the family books them through the test checkout. The session is of an
// activity no other journey books.

const ACTIVITY = 'First Notes Piano' // Riverbend's, $38.00, for ages 5 to 8, 4 places
const PRICE = '$38.00'
const CAPACITY = 4

type Worker = { parentStorageState: string; holderStorageState: string }

const test = base.extend<object, Worker>({
  storageState: ({ parentStorageState }, use) => use(parentStorageState),
  parentStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const name = { first: 'Wren', last: `Waiting${workerInfo.project.name}` }
      const children = [['Juno', 6]] as const
      await use(await newParentStorageState({ playwright, workerInfo, name, children }))
    },
    { scope: 'worker' },
  ],
  // The family holding every place of the session: four children, one booking.
  holderStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const name = { first: 'Hal', last: `Holder${workerInfo.project.name}` }
      const children = [
        ['Ada', 6],
        ['Bo', 6],
        ['Cy', 7],
        ['Di', 7],
      ] as const
      await use(await newParentStorageState({ playwright, workerInfo, name, children }))
    },
    { scope: 'worker' },
  ],
})

type Session = { id: string; startsAt: string; spotsLeft: number | null }

/** 'Sat, Dec 5': how the session picker starts a session's name, on the venue's calendar. */
const pickerDay = (session: Session, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(new Date(session.startsAt))

async function signIn(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  account: { email: string; role: string },
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL })
  const response = await request.post('/api/account/sign-in', {
    data: { ...account, password: 'password123' },
    headers: { origin: baseURL },
  })
  expect(response.status()).toBe(200)
  return request
}

/** The path of the offer page in the newest offer mail to `email`, as the admin reads it. */
async function offerLinkIn(admin: APIRequestContext, email: string) {
  const list = await admin.get('/api/admin/mail?limit=100')
  expect(list.status()).toBe(200)
  const { items } = (await list.json()) as {
    items: { id: string; recipient: string; subject: string }[]
  }
  const mail = items.find(
    (item) => item.recipient === email && item.subject.startsWith('A place is free for you'),
  )
  if (!mail) return null
  const { body } = await (await admin.get(`/api/admin/mail/${mail.id}`)).json()
  return /https?:\/\/\S+(\/account\/offers\/[0-9a-f-]{36})/.exec(body)?.[1] ?? null
}

/** The waiting-list card on My Bookings, reloaded until it says `status`. */
async function waitlistCardSaying(page: Page, status: string) {
  const card = page.getByRole('article', { name: ACTIVITY })
  await expect(async () => {
    await page.goto('/bookings?tab=waitlist')
    await expect(card.getByText(status, { exact: true })).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  return card
}

test('a family joins a full session’s waiting list, gets the freed place and books it', async ({
  page,
  browser,
  playwright,
  holderStorageState,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000)
  const origin = baseURL ?? ''
  const search = await page.request.get(`/api/activities?q=${encodeURIComponent(ACTIVITY)}`)
  const activity = (await search.json()).items.find(
    (item: { title: string }) => item.title === ACTIVITY,
  )
  const detail = await (await page.request.get(`/api/activities/${activity.id}`)).json()
  // A week or more ahead, so the holding family may still cancel.
  const session = detail.upcomingSessions[2] as Session
  expect(session.spotsLeft).toBe(CAPACITY)
  const day = pickerDay(session, detail.location.timeZone)

  const holderContext = await browser.newContext({ storageState: holderStorageState })
  const holder = holderContext.request
  const holderChildren = (await (await holder.get('/api/children')).json()).items as {
    id: string
  }[]
  const held = await bookAndPay(holder, {
    sessionId: session.id,
    childIds: holderChildren.map((child) => child.id),
    origin,
  })

  await test.step('the full session offers its waiting list in the booking dialog', async () => {
    await page.goto(`/activities/${activity.id}`)
    await page.getByRole('radio', { name: new RegExp(`^${day} ·`) }).check()
    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Book ${ACTIVITY}` })
    await expect(dialog.getByRole('checkbox', { name: /Juno/ })).toBeVisible({ timeout: 15_000 })
    await expect(dialog.getByRole('radio', { name: new RegExp(`^${day} ·.*Full`) })).toBeChecked()
    await dialog.getByRole('checkbox', { name: /Juno/ }).check()
    await expect(dialog.getByRole('region', { name: 'Waiting list' })).toContainText(
      'This session is full.',
    )
    await snapshot(page, testInfo, 'waitlist-dialog', dialog)
    await dialog.getByRole('button', { name: 'Join waitlist' }).click()

    const joined = page.getByRole('dialog', { name: 'You are number 1 in line' })
    await expect(joined.getByRole('heading', { name: 'You are number 1 in line' })).toBeFocused()
    await joined.getByRole('link', { name: 'View my waitlist' }).click()
    await expect(page).toHaveURL(/\/bookings\?tab=waitlist$/)
    const card = page.getByRole('article', { name: ACTIVITY })
    await expect(card.getByText('You are number 1 in line')).toBeVisible()
    await expect(card.getByText('Waiting', { exact: true })).toBeVisible()
  })

  await test.step('the holding family cancels, and the place is offered to the line', async () => {
    const cancelled = await holder.post(`/api/bookings/${held}/cancel`, { headers: { origin } })
    expect(cancelled.status()).toBe(200)
    await holderContext.close()

    const card = await waitlistCardSaying(page, 'Offer for you')
    await expect(card.getByText('A place came free for you.')).toBeVisible()
    await expect(card.getByText(/Held for you until .* left\)/)).toBeVisible()
    await expect(card.getByRole('button', { name: 'No thanks' })).toBeVisible()
    await waitForContent(page)
    expect(await accessibilityFindings(page)).toEqual([])
    await snapshot(page, testInfo, 'waitlist-tab-offer')
  })

  await test.step('the offer mail links to the offer page, which books through checkout', async () => {
    const { email } = (await (await page.request.get('/api/account/session')).json()).account.user
    const admin = await signIn(playwright, origin, { email: 'admin@example.com', role: 'admin' })
    let link: string | null = null
    await expect(async () => {
      link = await offerLinkIn(admin, email)
      expect(link).not.toBeNull()
    }).toPass({ timeout: 20_000 })
    await admin.dispose()

    await page.goto(link ?? '')
    const offer = page.getByRole('article', { name: ACTIVITY })
    await expect(offer.getByText(PRICE, { exact: true })).toBeVisible()
    await expect(offer.getByText(/Juno Waiting/)).toBeVisible()
    await waitForContent(page)
    expect(await accessibilityFindings(page)).toEqual([])
    await snapshot(page, testInfo, 'waitlist-offer-page')

    await offer.getByRole('button', { name: 'Book these places' }).click()
    await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/)
    const form = page.getByRole('form', { name: 'Card details' })
    await form.getByLabel('Card number').fill('4242 4242 4242 4242')
    await form
      .getByLabel('Expiry (MM/YY)')
      .fill(`12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`)
    await form.getByLabel('CVC').fill('123')
    await form.getByRole('button', { name: `Pay ${PRICE}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: "You're booked!" })).toBeVisible({
      timeout: 20_000,
    })
  })

  await test.step('My Bookings shows the booking, and the waiting list says it was booked', async () => {
    await page.goto('/bookings')
    const booking = page.getByRole('article', { name: ACTIVITY })
    await expect(booking.getByText('Confirmed')).toBeVisible()
    await expect(booking.getByText(`Paid ${PRICE}`)).toBeVisible()
    await waitlistCardSaying(page, 'Booked')
  })
})
