import path from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'
import { signInDemoProvider } from './support/demo-provider'
import { newParentStorageState } from './support/new-parent'

// The demo provider sells a term of its demo course Watercolor Adventures (Sunny Studio,
// Austin). Both projects run at once on one database, so each makes its own term, at a time of
// its own, and a parent of its own enrols in it.

const test = base.extend<object, { vendorStorageState: string }>({
  storageState: ({ vendorStorageState }, use) => use(vendorStorageState),
  vendorStorageState: [
    async ({ playwright }, use, workerInfo) => {
      const request = await signInDemoProvider({ playwright, workerInfo })
      const file = path.join(workerInfo.project.outputDir, `terms-${workerInfo.workerIndex}.json`)
      await request.storageState({ path: file })
      await request.dispose()
      await use(file)
    },
    { scope: 'worker' },
  ],
})

/** A YYYY-MM-DD date `days` from today. */
function dateFromToday(days: number): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('a provider builds a term with extras from a weekly series and reads its roster @both-widths', async ({
  page,
  playwright,
}, testInfo) => {
  const project = testInfo.project.name
  const termName = `Autumn ${project} ${Date.now().toString(36)}`
  // Sundays months ahead, at a time no demo session and no other project's term takes.
  const startTime = project === 'phone' ? '07:45' : '07:15'

  await page.goto('/vendor/schedules')
  await page.getByRole('button', { name: 'Add term' }).click()
  const form = page.getByRole('form', { name: 'New term' })
  await choose(page, 'Course', 'Watercolor Adventures')
  await form.getByLabel('Term name').fill(termName)
  await form.getByRole('checkbox', { name: 'Sunday' }).check()
  await form.getByLabel('First day').fill(dateFromToday(200))
  await form.getByLabel('Weeks').fill('4')
  await form.getByLabel('Start time').fill(startTime)
  await form.getByLabel('Places').fill('6')
  await form.getByLabel('Term price ($)').fill('120')
  await form.getByLabel('Drop-in price ($)').fill('35')
  await choose(page, 'Late joining', 'Until a session')
  await choose(page, 'Last session to join before', 'Session 2 of 4')
  await form.getByRole('button', { name: 'Add term' }).click()
  await expect(page.getByText(`${termName} added with 4 sessions`)).toBeVisible()

  const term = page.getByRole('list', { name: 'Terms' }).getByRole('listitem').filter({
    hasText: termName,
  })
  await expect(term).toContainText('4 sessions')
  await expect(term).toContainText('$120.00 · Drop-in $35.00')
  await term.getByRole('button', { name: `Add extra to ${termName}` }).click()
  const extra = page.getByRole('form', { name: 'New extra' })
  await extra.getByLabel('Name').fill('After-care')
  await extra.getByLabel('Price ($)').fill('15')
  await extra.getByLabel('Places').fill('4')
  await extra.getByRole('button', { name: 'Add extra' }).click()
  await expect(page.getByText(`After-care added to ${termName}`)).toBeVisible()
  await expect(term.getByText('Extra: After-care · $15.00 per session · 4 places')).toBeVisible()

  // A family enrols a child with after-care: held while it pays, the place is taken.
  const terms = await page.request.get('/api/vendor/terms?limit=100')
  const made = (
    (await terms.json()) as { items: { id: string; name: string; extras: { id: string }[] }[] }
  ).items.find((each) => each.name === termName)
  if (!made) throw new Error(`${termName} is not in the provider's terms`)
  const parentState = await newParentStorageState({
    playwright,
    workerInfo: testInfo,
    name: { first: 'Rosa', last: `Terms${project}` },
    children: [['Mia', 8]],
  })
  const parent = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL ?? '',
    storageState: parentState,
  })
  const children = await parent.get('/api/children')
  const [child] = ((await children.json()) as { items: { id: string }[] }).items
  const enrolment = await parent.post(`/api/terms/${made.id}/enrolments`, {
    data: {
      childIds: [child?.id],
      extras: [{ childId: child?.id, extraId: made.extras[0]?.id }],
    },
    headers: { origin: testInfo.project.use.baseURL ?? '' },
  })
  expect(enrolment.status()).toBe(201)
  await parent.dispose()

  await term.getByRole('link', { name: `Roster of ${termName} of Watercolor Adventures` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Roster: ${termName}` })).toBeVisible()
  const roster = page.getByRole('table', { name: `Roster of ${termName}` })
  const row = roster.getByRole('row').filter({ hasText: `Mia Terms${project}` })
  await expect(row.getByText('Term', { exact: true })).toBeVisible()
  await expect(row.getByText('Place')).toHaveCount(4)
  await expect(row.getByText('After-care')).toBeVisible()

  // On a phone the sessions scroll sideways under the child's name, which stays in view.
  const box = page.getByRole('region', { name: `Roster of ${termName}, scrolls sideways` })
  const name = row.getByRole('rowheader')
  const before = await name.boundingBox()
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
  expect((await name.boundingBox())?.x).toBe(before?.x)
})
