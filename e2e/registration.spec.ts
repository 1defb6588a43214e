import { readFile } from 'node:fs/promises'
import { type APIRequestContext, test as base, expect } from '@playwright/test'
import { pdfText } from '../apps/server/src/test/pdf-text'
import { signInDemoProvider } from './support/demo-provider'
import { newParentStorageState } from './support/new-parent'

// A provider asks two questions and a waiver on an activity; a parent answers them and signs
// while booking, and the provider downloads the signed waiver as a PDF. Each project books a
// Sunny Studio activity no other spec books, so their questions and signatures stay their own.

type Worker = { parentStorageState: string; vendorApi: APIRequestContext }

const ACTIVITY = { desktop: 'Clay Creatures Hand-Building', phone: 'Family Paint Night' } as const

const test = base.extend<object, Worker>({
  storageState: ({ parentStorageState }, use) => use(parentStorageState),
  parentStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const last = `Signer${workerInfo.project.name}`
      const children = [[`Maya${workerInfo.project.name}`, 7]] as const
      const name = { first: 'Sam', last }
      await use(await newParentStorageState({ playwright, workerInfo, name, children }))
    },
    { scope: 'worker' },
  ],
  vendorApi: [
    async ({ playwright }, use, workerInfo) => {
      const request = await signInDemoProvider({ playwright, workerInfo })
      await use(request)
      await request.dispose()
    },
    { scope: 'worker' },
  ],
})

test('a parent answers two questions and signs the waiver while booking; the provider downloads the signed PDF @both-widths', async ({
  page,
  browser,
  vendorApi,
}, testInfo) => {
  test.setTimeout(120_000)
  const project = testInfo.project.name === 'phone' ? 'phone' : 'desktop'
  const title = ACTIVITY[project]
  const child = `Maya${testInfo.project.name}`
  const origin = testInfo.project.use.baseURL ?? ''
  const waiver = `Paint and clay may stain clothes (${project}).`

  const search = await page.request.get(`/api/activities?q=${encodeURIComponent(title)}`)
  const activity = (await search.json()).items.find(
    (item: { title: string }) => item.title === title,
  )
  expect(activity?.vendor.businessName).toBe('Sunny Studio')

  await test.step('the provider asks two questions and a waiver', async () => {
    const questions = await vendorApi.put(`/api/vendor/activities/${activity.id}/questions`, {
      data: {
        questions: [
          { label: 'Can your child swim?', kind: 'yes_no', required: true },
          { label: 'Favourite colour', kind: 'short_text', required: true },
        ],
      },
      headers: { origin },
    })
    expect(questions.status()).toBe(200)
    const saved = await vendorApi.put(`/api/vendor/activities/${activity.id}/waiver`, {
      data: { text: waiver },
      headers: { origin },
    })
    expect(saved.status()).toBe(200)
  })

  await test.step('the parent answers, is told to sign, signs and goes on to pay', async () => {
    await page.goto(`/activities/${activity.id}`)
    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Book ${title}` })
    const session = dialog.getByRole('radio').and(dialog.locator(':enabled')).first()
    await session.check()
    await dialog.getByRole('checkbox', { name: new RegExp(child) }).check()
    const about = dialog.getByRole('group', { name: `About ${child}` })
    await about.getByRole('combobox', { name: 'Can your child swim?' }).click()
    await page.getByRole('option', { name: 'Yes' }).click()
    await about.getByLabel('Favourite colour').fill('Teal')
    await expect(dialog.getByRole('region', { name: 'Waiver text' })).toHaveText(waiver)
    await dialog.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(dialog.getByRole('alert')).toContainText(
      `Sign the waiver for ${child}: type your full name and tick "I agree".`,
    )
    await dialog.getByLabel('Your full name').fill(`sam signer${testInfo.project.name}`)
    await dialog.getByRole('checkbox', { name: 'I agree' }).check()
    await dialog.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/)
  })

  await test.step('the provider downloads the signed waiver as a PDF', async () => {
    const provider = await browser.newContext({ storageState: await vendorApi.storageState() })
    const registration = await provider.newPage()
    await registration.goto(`/vendor/activities/${activity.id}/registration`)
    await expect(
      registration.getByRole('heading', { level: 1, name: 'Registration' }),
    ).toBeVisible()
    const signatures = registration.getByRole(project === 'phone' ? 'list' : 'table', {
      name: 'Signatures',
    })
    await expect(signatures).toContainText(`${child} Signer${testInfo.project.name}`)
    const downloading = registration.waitForEvent('download')
    await signatures
      .getByRole('link', { name: /Download/ })
      .first()
      .click()
    const pdf = await readFile(await (await downloading).path())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf)
    expect(text).toContain(`Signed by: sam signer${testInfo.project.name}`)
    expect(text).toContain(waiver)
    await provider.close()
  })
})
