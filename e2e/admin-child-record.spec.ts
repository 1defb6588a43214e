import path from 'node:path'
import { test as base, expect } from '@playwright/test'
import { newParentStorageState } from './support/new-parent'

// Support opens a child's record: the admin finds the child by the parent's email, gives a
// reason, reads the record; the parent then reads the admin's look and its reason in the log.
// Each project signs up a parent and child of its own.

type Worker = { parentStorageState: string; adminStorageState: string }

const test = base.extend<object, Worker>({
  storageState: ({ parentStorageState }, use) => use(parentStorageState),
  parentStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const name = { first: 'Sam', last: `Support${workerInfo.project.name}` }
      const children = [[`Zoë${workerInfo.project.name}`, 8]] as const
      await use(await newParentStorageState({ playwright, workerInfo, name, children }))
    },
    { scope: 'worker' },
  ],
  adminStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? ''
      const request = await playwright.request.newContext({ baseURL })
      const signIn = await request.post('/api/account/sign-in', {
        data: { email: 'admin@example.com', password: 'password123', role: 'admin' },
        headers: { origin: baseURL },
      })
      expect(signIn.status()).toBe(200)
      const file = path.join(
        workerInfo.project.outputDir,
        `record-admin-${workerInfo.workerIndex}.json`,
      )
      await request.storageState({ path: file })
      await request.dispose()
      await use(file)
    },
    { scope: 'worker' },
  ],
})

const REASON = 'The parent phoned about an allergic reaction at camp'

test("an admin opens a child's record with a reason, which the parent reads in the log @both-widths", async ({
  page,
  browser,
  adminStorageState,
  baseURL,
}, testInfo) => {
  test.slow()
  const child = `Zoë${testInfo.project.name}`
  const api = page.request
  const [kid] = (await (await api.get('/api/children')).json()).items
  const session = await (await api.get('/api/account/session')).json()
  const saved = await api.put(`/api/children/${kid.id}/record`, {
    data: {
      allergies: [{ name: 'Sesame', severity: 'severe', whatToDo: 'Antihistamine, call us' }],
      emergencyContacts: [],
      collectors: [],
      photoConsent: false,
    },
    headers: { origin: baseURL ?? '' },
  })
  expect(saved.status()).toBe(200)

  await test.step('the admin finds the child, gives a reason and reads the record', async () => {
    const admin = await browser.newContext({
      storageState: adminStorageState,
      viewport: page.viewportSize(),
    })
    const adminPage = await admin.newPage()
    await adminPage.goto('/admin/children')
    const main = adminPage.getByRole('main')
    await main.getByRole('searchbox', { name: 'Find a child' }).fill(session.account.user.email)
    await main.getByRole('searchbox', { name: 'Find a child' }).press('Enter')
    const found = main.getByRole('list', { name: 'Children found' })
    await found
      .getByRole('button', { name: `Open ${child} Support${testInfo.project.name}'s record` })
      .click()
    await main.getByLabel('Why do you need to read this record?').fill('Curious')
    await main.getByRole('button', { name: 'Open record' }).click()
    await expect(main.getByText('Say why you need to read this record')).toBeVisible()
    await main.getByLabel('Why do you need to read this record?').fill(REASON)
    await main.getByRole('button', { name: 'Open record' }).click()
    await expect(
      main.getByRole('heading', {
        name: `${child} Support${testInfo.project.name}: medical record`,
      }),
    ).toBeVisible()
    await expect(main.getByText(/Sesame/)).toBeVisible()
    await admin.close()
  })

  await test.step("the parent reads the admin's look and the reason", async () => {
    await page.goto(`/children/${kid.id}/record`)
    await expect(
      page.getByText(`An administrator viewed ${child}'s medical details (${REASON}) · `, {
        exact: false,
      }),
    ).toBeVisible()
  })
})
