import { type APIRequestContext, expect } from '@playwright/test'
import { testAs } from './support/viewers'

// A provider invites an instructor to one class; the instructor signs up from the mailed link,
// lands on Today with that class's session under way (the demo's session day), reads its roster
// and nothing else, and is refused Payouts. The link is read from the outbox by the admin, as a
// real mailbox would receive it. On a phone the sidebar is a drawer behind 'Open navigation'.

const test = testAs('provider')
const ASSIGNED = 'Clay Creatures Hand-Building'
const OTHER = 'Little Picassos: Paint & Play'

type Mail = { id: string; recipient: string; topic: string }

/** The invitation link in the newest mail to `email`, read by the demo admin. */
async function invitationLinkTo(admin: APIRequestContext, email: string) {
  const list = await admin.get('/api/admin/mail?limit=100')
  const { items } = (await list.json()) as { items: Mail[] }
  const mail = items.find((item) => item.recipient === email)
  if (!mail) throw new Error(`No mail to ${email} in the outbox`)
  const { body } = await (await admin.get(`/api/admin/mail/${mail.id}`)).json()
  const link = /https?:\/\/\S+(\/staff\/join\/[\w-]{43})/.exec(body)?.[1]
  if (!link) throw new Error(`The mail to ${email} has no invitation link:\n${body}`)
  return link
}

test('a provider invites an instructor, who signs up from the link, lands on Today and reads only their roster @both-widths', async ({
  page,
  browser,
  playwright,
  baseURL,
  isMobile,
}, testInfo) => {
  // Two people's screens, a sign-up with its deliberate wait and three screens after it: more
  // than one screen's worth of waiting on a busy machine.
  test.slow()
  const email = `coach-${testInfo.project.name}-${Date.now().toString(36)}@example.com`
  await page.goto('/vendor/staff')
  const form = page.getByRole('form', { name: 'Invite staff' })
  await form.getByLabel('Email').fill(email)
  // By keyboard: Space ticks the class, Enter in the email field sends the form.
  await form.getByRole('checkbox', { name: ASSIGNED }).focus()
  await page.keyboard.press('Space')
  await expect(form.getByRole('checkbox', { name: ASSIGNED })).toBeChecked()
  await form.getByLabel('Email').press('Enter')
  await expect(page.getByText('Invitation sent')).toBeVisible()
  const invitations = page.getByRole('list', { name: 'Open invitations' })
  await expect(invitations.getByText(email)).toBeVisible()

  const admin = await playwright.request.newContext({ baseURL })
  const signIn = await admin.post('/api/account/sign-in', {
    data: { email: 'admin@example.com', password: 'password123', role: 'admin' },
    headers: { origin: baseURL ?? '' },
  })
  expect(signIn.status()).toBe(200)
  const path = await invitationLinkTo(admin, email)
  await admin.dispose()

  const visitor = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: page.viewportSize(),
    isMobile,
    hasTouch: isMobile,
  })
  const instructor = await visitor.newPage()
  await instructor.goto(path)
  await expect(
    instructor.getByRole('heading', { level: 1, name: 'Join Sunny Studio' }),
  ).toBeVisible()
  const signUp = instructor.getByRole('form', { name: 'Create your account' })
  await expect(signUp.getByLabel('Email')).toHaveValue(email)
  await signUp.getByLabel('First name').fill('Cora')
  await signUp.getByLabel('Last name').fill('Coach')
  await signUp.getByLabel('Password').fill('password123')
  await signUp.getByRole('button', { name: 'Create account and join' }).click()

  // Sign-up hashes the password at full cost and waits on purpose before it answers.
  await expect(instructor).toHaveURL(/\/vendor\/today$/, { timeout: 15_000 })
  const main = instructor.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
  const door = main.getByRole('list', { name: `Children at ${ASSIGNED}` }).first()
  await expect(door.getByText('Zoe Williams')).toBeVisible()
  await expect(main.getByRole('list', { name: `Children at ${OTHER}` })).toHaveCount(0)

  if (isMobile) await instructor.getByRole('button', { name: 'Open navigation' }).click()
  const nav = instructor.getByRole('navigation', { name: 'Vendor' }).filter({ visible: true })
  await expect(nav.getByRole('link')).toHaveText(['Today', 'Rosters'])
  await nav.getByRole('link', { name: 'Rosters' }).click()
  await expect(main.getByRole('heading', { level: 1, name: 'Rosters' })).toBeVisible()
  await expect(main.getByRole('heading', { name: ASSIGNED })).toBeVisible()
  await expect(main.getByRole('heading', { name: OTHER })).toHaveCount(0)

  await instructor.goto('/vendor/payouts')
  await expect(main.getByRole('heading', { name: 'Not available to your role' })).toBeVisible()
  const payouts = await instructor.request.get('/api/vendor/payouts')
  expect(payouts.status()).toBe(403)
  expect((await payouts.json()).detail).toBe(
    "Your role on this provider's staff does not allow this.",
  )
  await visitor.close()
})
