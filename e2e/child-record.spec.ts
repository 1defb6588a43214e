import path from 'node:path'
import { test as base, expect } from '@playwright/test'
import { signInDemoProvider } from './support/demo-provider'
import { newParentStorageState } from './support/new-parent'
import { bookAndPay } from './support/pay'

// A parent fills in a child's medical details; the provider the child is booked with sees the
// allergy badge on its bookings, opens the record, and the parent reads that opening in the log.
// Each project signs up a parent and child of its own and books a different session.

const ACTIVITY = 'Coding with Scratch' // Bright Sparks STEM Lab's, for ages 7 to 10
const PROVIDER = 'nia.robinson@example.com'

type Worker = { parentStorageState: string; providerStorageState: string }

const test = base.extend<object, Worker>({
  storageState: ({ parentStorageState }, use) => use(parentStorageState),
  parentStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const name = { first: 'Robin', last: `Record${workerInfo.project.name}` }
      const children = [[`Maya${workerInfo.project.name}`, 8]] as const
      await use(await newParentStorageState({ playwright, workerInfo, name, children }))
    },
    { scope: 'worker' },
  ],
  providerStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const request = await signInDemoProvider({ playwright, workerInfo, email: PROVIDER })
      const file = path.join(
        workerInfo.project.outputDir,
        `record-provider-${workerInfo.workerIndex}.json`,
      )
      await request.storageState({ path: file })
      await request.dispose()
      await use(file)
    },
    { scope: 'worker' },
  ],
})

test('a parent fills in a record, the booked provider sees the allergy and opens it, the parent sees the view @both-widths', async ({
  page,
  browser,
  providerStorageState,
  baseURL,
}, testInfo) => {
  // Two people's screens and a payment: more than one screen's worth of waiting on a busy machine.
  test.slow()
  const child = `Maya${testInfo.project.name}`
  const api = page.request
  const search = await (await api.get(`/api/activities?q=${encodeURIComponent(ACTIVITY)}`)).json()
  const activity = search.items.find((item: { title: string }) => item.title === ACTIVITY)
  const detail = await (await api.get(`/api/activities/${activity.id}`)).json()
  const [kid] = (await (await api.get('/api/children')).json()).items
  const session = detail.upcomingSessions[testInfo.project.name === 'phone' ? 2 : 1]
  await bookAndPay(api, { sessionId: session.id, childIds: [kid.id], origin: baseURL ?? '' })

  await test.step('the parent fills in the details', async () => {
    await page.goto('/children')
    await expect(page.getByText(/4 things missing before/)).toBeVisible()
    await page.getByRole('link', { name: 'Medical and emergency details' }).click()
    const form = page.getByRole('form', { name: `${child}'s medical and emergency details` })
    await form.getByRole('button', { name: 'Add an allergy' }).click()
    await form.getByLabel('Allergy', { exact: true }).fill('Peanuts')
    await form.getByLabel('Severity').selectOption('life_threatening')
    await form.getByLabel('What to do').fill('EpiPen in the blue bag')
    await form.getByLabel("Doctor's name").fill('Dr Okafor')
    await form.getByLabel("Doctor's phone").fill('call them')
    await form.getByRole('button', { name: 'Add an emergency contact' }).click()
    const contacts = form.getByRole('group', { name: 'Emergency contacts' })
    await contacts.getByLabel('Name').fill('Rosa Lopez')
    await contacts.getByLabel('Relationship').fill('Aunt')
    await contacts.getByLabel('Phone').fill('555 987 6543')
    await form.getByRole('button', { name: 'Save details' }).click()
    await expect(form.getByText('Enter a phone number, like (555) 123-4567')).toBeVisible()
    await form.getByLabel("Doctor's phone").fill('(555) 201-3344')
    await form.getByRole('group', { name: 'Photo consent' }).getByLabel('Yes').check()
    await form.getByRole('button', { name: 'Save details' }).click()
    await expect(page.getByText(`${child}'s details are saved`)).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: '1 thing missing before' }),
    ).toBeVisible()
  })

  await test.step('the provider sees the badge and opens the record', async () => {
    const provider = await browser.newContext({
      storageState: providerStorageState,
      viewport: page.viewportSize(),
    })
    const providerPage = await provider.newPage()
    await providerPage.goto(`/vendor/bookings?activityId=${activity.id}`)
    const loadMore = providerPage.getByRole('button', { name: 'Load more' })
    const link = providerPage.getByRole('link', { name: `${child}'s medical record` })
    // The list arrives a page at a time, soonest sessions first.
    await expect(link.or(loadMore).first()).toBeVisible()
    while (!(await link.isVisible())) await loadMore.click()
    await expect(providerPage.getByText('Life-threatening allergy: Peanuts').first()).toBeVisible()
    await link.click()
    await expect(
      providerPage.getByRole('heading', {
        name: `${child} Record${testInfo.project.name}: medical record`,
      }),
    ).toBeVisible()
    await expect(providerPage.getByText('Rosa Lopez (Aunt)')).toBeVisible()
    await provider.close()
  })

  await test.step('the parent reads the opening in the log', async () => {
    await page.reload()
    await expect(
      page.getByText(new RegExp(`Bright Sparks STEM Lab viewed ${child}'s medical details · `)),
    ).toBeVisible()
  })
})
