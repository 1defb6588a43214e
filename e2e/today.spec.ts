import { expect, type Page } from '@playwright/test'
import { parentAndProviderTest } from './support/parent-and-provider'
import { bookAndPay } from './support/pay'

// A provider takes attendance on a phone at the door. The signal drops: three check-ins wait
// on the phone and reach the server once it is back, each once. The signal drops again and the
// phone reloads: Today still shows from the phone, and a wrong check-in is undone offline and
// reaches the server when the signal returns. Then a child goes home with the parent, who gives
// the family's pickup code from My Bookings. The session and bookings it adds change the demo
// provider's counts, so it runs after the specs that read them.

const ACTIVITY = 'Watercolor Adventures' // Sunny Studio's, for ages 6 to 10
const PHONE = { width: 375, height: 812 }
const SHOTS = '/tmp/shots-today'

const test = parentAndProviderTest({
  parent: { first: 'Rosa', last: 'Today' },
  children: [
    ['Ivy', 7],
    ['Jude', 8],
    ['Kai', 9],
  ],
  provider: 'vendor@example.com',
})

/** Once the service worker is active and holds every file the page loaded. */
async function appKeptOffline(phone: Page) {
  await expect
    .poll(() =>
      phone.evaluate(async () => {
        if (!(await navigator.serviceWorker.ready).active) return false
        const files = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.startsWith('/assets/'))
        const kept = await Promise.all(files.map((file) => caches.match(file)))
        return kept.every(Boolean)
      }),
    )
    .toBe(true)
}

/** The venue's date and time `minutes` from now, on a five-minute mark. */
function venueClock(minutes: number, timeZone: string) {
  const at = new Date(Math.ceil((Date.now() + minutes * 60_000) / 300_000) * 300_000)
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
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    startTime: `${parts.hour}:${parts.minute}`,
  }
}

type TodayChild = { firstName: string; state: string }

test('a provider checks in three children offline, reloads without signal and undoes one, and one goes home with the pickup code @decides', async ({
  page,
  browser,
  providerApi: vendorApi,
  providerStorageState,
  baseURL,
}) => {
  test.slow()
  const origin = { origin: baseURL ?? '' }
  const api = page.request
  const search = await (await api.get(`/api/activities?q=${encodeURIComponent(ACTIVITY)}`)).json()
  const activity = search.items.find((item: { title: string }) => item.title === ACTIVITY)
  const detail = await (await api.get(`/api/activities/${activity.id}`)).json()
  // A retry adds its own session five minutes later: the first try's stays, and one activity
  // has one session at a time.
  const clock = venueClock(60 + 5 * test.info().retry, detail.location.timeZone)
  const created = await vendorApi.post('/api/vendor/schedules', {
    data: { kind: 'single', activityId: activity.id, durationMinutes: 60, ...clock },
    headers: origin,
  })
  expect(created.status()).toBe(201)
  const sessionId: string = (await created.json()).created[0].id
  const kids = (await (await api.get('/api/children')).json()).items as {
    id: string
    firstName: string
  }[]
  await bookAndPay(api, { sessionId, childIds: kids.map((kid) => kid.id), origin: baseURL ?? '' })

  const code =
    await test.step('the parent reads the family pickup code on My Bookings', async () => {
      await page.goto('/bookings')
      const card = page.getByRole('region', { name: 'Pickup code' })
      await expect(card.getByText(/^\d{4}$/)).toBeVisible()
      return (await card.getByText(/^\d{4}$/).textContent()) ?? ''
    })

  const settings = await vendorApi.put('/api/vendor/attendance/settings', {
    data: { requirePickupCode: true },
    headers: origin,
  })
  expect(settings.status()).toBe(200)
  const context = await browser.newContext({ storageState: providerStorageState, viewport: PHONE })
  const phone = await context.newPage()
  const serverChildren = async () => {
    const today = await (await vendorApi.get('/api/vendor/today')).json()
    const session = today.sessions.find((s: { id: string }) => s.id === sessionId)
    return session.children as TodayChild[]
  }

  try {
    await phone.goto('/vendor/today')
    const card = phone.getByRole('list', { name: `Children at ${ACTIVITY}, ${clock.startTime}` })
    await expect(card).toBeVisible()
    await phone.screenshot({ path: `${SHOTS}/today-375.png`, fullPage: true })

    await test.step('three check-ins wait on the phone while the signal is gone', async () => {
      await context.setOffline(true)
      await expect(phone.getByText(/^Offline — showing Today as of/)).toBeVisible()
      for (const name of ['Ivy', 'Jude', 'Kai']) {
        await card.getByRole('button', { name: new RegExp(`^Check in ${name} `) }).click()
      }
      await expect(phone.getByText('3 not yet sent')).toBeVisible()
      await phone.screenshot({ path: `${SHOTS}/today-offline-375.png`, fullPage: true })
      expect((await serverChildren()).map((child) => child.state)).toEqual([
        'expected',
        'expected',
        'expected',
      ])
    })

    await test.step('back online, the server records each check-in once', async () => {
      await context.setOffline(false)
      await expect(phone.getByText('3 not yet sent')).toBeHidden()
      await expect
        .poll(async () => (await serverChildren()).map((child) => child.state))
        .toEqual(['checked_in', 'checked_in', 'checked_in'])
    })

    await test.step('offline, a reload still shows Today, and Jude is undone on the phone', async () => {
      await appKeptOffline(phone)
      await context.setOffline(true)
      const reloaded = await phone.reload()
      expect(reloaded?.fromServiceWorker()).toBe(true)
      await expect(phone.getByText(/^Offline — showing Today as of \d\d:\d\d/)).toBeVisible()
      await expect(card.getByText('Ivy Today', { exact: false })).toBeVisible()
      await card.getByRole('button', { name: /^Undo Jude .*'s last action$/ }).click()
      const dialog = phone.getByRole('dialog', { name: 'Undo checked in' })
      await dialog.getByLabel('Reason').fill('Jude is with his brother, not here yet')
      await dialog.getByLabel('Reason').press('Tab')
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
      await phone.keyboard.press('Tab')
      await phone.keyboard.press('Enter')
      await expect(dialog).toBeHidden()
      const jude = card.getByRole('listitem').filter({ hasText: /^Jude Today/ })
      await expect(jude.getByText('Expected', { exact: true })).toBeVisible()
      await expect(jude.getByText('Not yet sent')).toBeVisible()
      await phone.screenshot({ path: `${SHOTS}/today-reloaded-offline-375.png`, fullPage: true })
      expect((await serverChildren()).map((child) => child.state)).toEqual([
        'checked_in',
        'checked_in',
        'checked_in',
      ])
    })

    await test.step('back online, the server has Jude expected again', async () => {
      await context.setOffline(false)
      await expect(phone.getByText('1 not yet sent')).toBeHidden()
      await expect
        .poll(async () => (await serverChildren()).map((child) => child.state))
        .toEqual(['checked_in', 'expected', 'checked_in'])
    })

    await test.step('Ivy goes home with her parent, who gives the pickup code', async () => {
      await card.getByRole('button', { name: /^Check out Ivy / }).click()
      const dialog = phone.getByRole('dialog', { name: 'Check out Ivy' })
      await dialog.getByRole('radio', { name: /^Someone else/ }).click()
      await expect(dialog.getByRole('alert')).toContainText(
        'Only the family or people they have authorised may collect Ivy.',
      )
      // By keyboard from here: the arrow and Space pick the parent, Tab reaches the code and the
      // buttons.
      const parent = dialog.getByRole('radio', { name: /^Rosa Today/ })
      await phone.keyboard.press('ArrowUp')
      // The group moves the focus a moment after the key: Space goes where the focus is then.
      await expect(parent).toBeFocused()
      await phone.keyboard.press('Space')
      await expect(parent).toBeChecked()
      await phone.keyboard.press('Tab')
      await expect(dialog.getByLabel("Family's pickup code")).toBeFocused()
      await phone.keyboard.type(code)
      await phone.screenshot({ path: `${SHOTS}/check-out-375.png` })
      await phone.keyboard.press('Tab')
      await phone.keyboard.press('Tab')
      await expect(dialog.getByRole('button', { name: 'Check out' })).toBeFocused()
      await phone.keyboard.press('Enter')
      await expect(dialog).toBeHidden()
      await expect
        .poll(async () => (await serverChildren()).map((child) => child.state))
        .toContain('checked_out')
    })
    await phone.setViewportSize({ width: 1280, height: 900 })
    await phone.screenshot({ path: `${SHOTS}/today-1280.png`, fullPage: true })
  } finally {
    await vendorApi.put('/api/vendor/attendance/settings', {
      data: { requirePickupCode: false },
      headers: origin,
    })
    await context.close()
  }
})
