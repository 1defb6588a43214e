import {
  type APIRequestContext,
  test as base,
  expect,
  type PlaywrightWorkerArgs,
} from '@playwright/test'
import { accessibilityFindings } from './support/axe'
import { newParentStorageState } from './support/new-parent'
import { bookAndPay } from './support/pay'

// A family chooses its email on Settings, and follows the unsubscribe link of a real mail: a
// demo provider's message to the session the family booked, read from the outbox by the admin.

const test = base.extend<object, { parentStorageState: string }>({
  storageState: ({ parentStorageState }, use) => use(parentStorageState),
  parentStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const name = { first: 'Nell', last: 'Notices' }
      const children = [['Iris', 7]] as const
      await use(await newParentStorageState({ playwright, workerInfo, name, children }))
    },
    { scope: 'worker' },
  ],
})

const ACTIVITY = 'Watercolor Adventures' // Sunny Studio's, for ages 6 to 10

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

test('a parent turns session reminders off and they stay off', async ({ page }) => {
  await page.goto('/settings')
  const form = page.getByRole('form', { name: 'Email notifications' })
  const reminders = form.getByRole('switch', { name: 'Session reminders' })
  await expect(reminders).toBeChecked()
  await expect(
    page.getByText('Booking confirmations, cancellations and security emails are always sent.'),
  ).toBeVisible()

  await reminders.click()
  await form.getByRole('button', { name: 'Save email notifications' }).click()
  await expect(page.getByText('Settings saved')).toBeVisible()

  await page.reload()
  await expect(form.getByRole('switch', { name: 'Session reminders' })).not.toBeChecked()
  await expect(form.getByRole('switch', { name: 'Messages from providers' })).toBeChecked()
})

type Mail = { id: string; recipient: string; topic: string }

/** The unsubscribe page link in the newest mail of `topic` to `email`, as the admin reads it. */
async function unsubscribeLinkIn(admin: APIRequestContext, email: string, topic: string) {
  const list = await admin.get('/api/admin/mail?limit=100')
  expect(list.status()).toBe(200)
  const { items } = (await list.json()) as { items: Mail[] }
  const mail = items.find((item) => item.recipient === email && item.topic === topic)
  if (!mail) throw new Error(`No ${topic} mail to ${email} in the outbox`)
  const { body } = await (await admin.get(`/api/admin/mail/${mail.id}`)).json()
  const link = /https?:\/\/\S+(\/unsubscribe\?token=\S+)/.exec(body)?.[1]
  if (!link) throw new Error(`The mail to ${email} has no unsubscribe link:\n${body}`)
  return link
}

// Books a session of the demo provider, which changes its dashboard's counts: runs after the
// specs that read them.
test('a provider’s message is unsubscribed from its link, by keyboard @decides', async ({
  page,
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const parent = page.request
  const { email } = (await (await parent.get('/api/account/session')).json()).account.user
  const search = await parent.get(`/api/activities?q=${encodeURIComponent(ACTIVITY)}`)
  const { items } = await search.json()
  const activity = items.find((item: { title: string }) => item.title === ACTIVITY)
  const detail = await (await parent.get(`/api/activities/${activity.id}`)).json()
  // The last session sold on its own: a term's sessions (another spec adds one) are not.
  const session = detail.upcomingSessions
    .filter((candidate: { termId: string | null }) => candidate.termId === null)
    .at(-1)
  const [child] = (await (await parent.get('/api/children')).json()).items
  await bookAndPay(parent, {
    sessionId: session.id,
    childIds: [child.id],
    origin,
    idempotencyKey: `unsubscribe-${Date.now()}`,
  })

  const provider = await signIn(playwright, origin, {
    email: 'vendor@example.com',
    role: 'vendor',
  })
  const sent = await provider.post(`/api/vendor/sessions/${session.id}/announcements`, {
    data: { message: 'Please bring an apron: we are painting with inks.' },
    headers: { origin },
  })
  expect(sent.status()).toBe(201)
  await provider.dispose()

  const admin = await signIn(playwright, origin, { email: 'admin@example.com', role: 'admin' })
  const link = await unsubscribeLinkIn(admin, email, 'announcements')
  await admin.dispose()

  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Stop messages from providers?' })).toBeVisible()
  expect(await accessibilityFindings(page)).toEqual([])
  const button = page.getByRole('button', { name: 'Unsubscribe' })
  for (let presses = 0; presses < 40; presses += 1) {
    if (await button.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeFocused()
  expect(await accessibilityFindings(page)).toEqual([])
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'your account settings' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/settings$/)
  const form = page.getByRole('form', { name: 'Email notifications' })
  await expect(form.getByRole('switch', { name: 'Messages from providers' })).not.toBeChecked()
})
