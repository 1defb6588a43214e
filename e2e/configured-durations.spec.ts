import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { type APIRequestContext, test as base, expect } from '@playwright/test'
import { freePort } from '../scripts/free-port.mjs'
import { bornYearsAgo } from './support/new-parent'

// The lengths of time the booking texts state are the server's settings, not the defaults: this
// spec starts an app of its own with other values (the shared one runs the defaults) and reads
// them on the activity page and in the booking dialog.

const ACTIVITY = 'First Notes Piano' // Riverbend's, $38.00, for ages 5 to 8, 4 places
const SETTINGS = {
  CHECKOUT_HOLD_MINUTES: '1',
  WAITLIST_OFFER_HOURS: '5',
  WAITLIST_CUTOFF_HOURS: '3',
}
const serverScript = fileURLToPath(new URL('../scripts/e2e-server.mjs', import.meta.url))

async function untilReady(probe: APIRequestContext, server: ChildProcess) {
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error('The configured app stopped at start.')
        return (await probe.get('/api/ready').catch(() => null))?.status()
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(200)
}

const test = base.extend<object, { configuredOrigin: string }>({
  // A fresh demo database of its own, like the shared app's, on a port nobody holds.
  configuredOrigin: [
    async ({ playwright }, use) => {
      const origin = `http://127.0.0.1:${await freePort()}`
      const server = spawn(process.execPath, [serverScript], {
        env: {
          ...process.env,
          ...SETTINGS,
          PORT: new URL(origin).port,
          PUBLIC_URL: origin,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      try {
        const probe = await playwright.request.newContext({ baseURL: origin })
        await untilReady(probe, server)
        await probe.dispose()
        await use(origin)
      } finally {
        if (server.exitCode === null) {
          // SIGTERM lets the server remove its scratch database.
          const exited = once(server, 'exit')
          server.kill('SIGTERM')
          await exited
        }
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
})

test.skip(({ isMobile }) => isMobile, 'one visit per screen, at desktop width')

test('the activity page and the booking dialog state the configured hold, offer and cutoff', async ({
  browser,
  configuredOrigin,
}) => {
  const context = await browser.newContext({ baseURL: configuredOrigin })
  const api = context.request
  const headers = { origin: configuredOrigin }
  const account = { email: 'durations@example.com', password: 'password123', role: 'customer' }
  const signUp = await api.post('/api/account/sign-up', {
    data: { ...account, firstName: 'Dana', lastName: 'Durations' },
    headers,
  })
  expect(signUp.status()).toBe(201)
  expect((await api.post('/api/account/sign-in', { data: account, headers })).status()).toBe(200)
  // Five children for a session of four places, so the dialog explains the waiting list.
  for (const firstName of ['Ari', 'Bea', 'Cal', 'Dot', 'Eli']) {
    const child = await api.post('/api/children', {
      data: { firstName, lastName: 'Durations', birthDate: bornYearsAgo(6) },
      headers,
    })
    expect(child.status()).toBe(201)
  }
  const search = await api.get(`/api/activities?q=${encodeURIComponent(ACTIVITY)}`)
  const activity = (await search.json()).items.find(
    (item: { title: string }) => item.title === ACTIVITY,
  )
  const page = await context.newPage()

  await page.goto(`/activities/${activity.id}`)
  await expect(page.getByRole('region', { name: 'Book this activity' })).toContainText(
    'Pay by card when you book; we hold your places for 1 minute while you pay',
  )

  await page.getByRole('button', { name: 'Book Now' }).click()
  const dialog = page.getByRole('dialog', { name: `Book ${ACTIVITY}` })
  await expect(
    dialog.getByText('Your places are held for 1 minute while you pay by card'),
  ).toBeVisible()
  const children = dialog.getByRole('checkbox', { name: /Durations/ })
  await expect(children).toHaveCount(5)
  for (const child of await children.all()) await child.check()
  const note = dialog.getByRole('region', { name: 'Waiting list' })
  await expect(note).toContainText('gets them, held for up to 5 hours.')
  await expect(note).toContainText(
    'No places are offered in the last 3 hours before the session starts.',
  )
  await context.close()
})
