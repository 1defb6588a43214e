import { expect, type Locator } from '@playwright/test'
import { accessibilityFindings, findingsAtBothWidths } from './support/axe'
import { waitForContent, waitForOpen } from './support/settled'
import { testAs } from './support/viewers'

// What the screens hide until asked: tabs, dialogs, drawers and shown tables, checked with the
// same rules as the screens themselves (accessibility.spec.ts), at both widths in one visit; the
// drawers exist only on a phone (@phone).

const asVisitor = testAs('visitor')

asVisitor.describe('as visitor', () => {
  asVisitor('the sign-up form has no serious accessibility findings', async ({ page }) => {
    await page.goto('/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    const form = page.getByRole('heading', { name: 'Create an Account' })
    await expect(form).toBeVisible()
    expect(await findingsAtBothWidths(page, () => expect(form).toBeVisible())).toEqual([])
  })

  asVisitor('the phone menu has no serious accessibility findings @phone', async ({ page }) => {
    await page.goto('/')
    await waitForContent(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await waitForOpen(page.getByRole('dialog', { name: 'Menu' }))
    expect(await accessibilityFindings(page)).toEqual([])
  })

  asVisitor(
    'the phone filter drawer has no serious accessibility findings @phone',
    async ({ page }) => {
      await page.goto('/activities')
      await waitForContent(page, 'Showing')
      await page.getByRole('button', { name: 'Filters', exact: true }).click()
      await waitForOpen(page.getByRole('dialog', { name: 'Filters' }))
      expect(await accessibilityFindings(page)).toEqual([])
    },
  )
})

const asParent = testAs('parent')

/** Every element's box is at least 24 by 24 CSS pixels, what WCAG 2.2 asks of a tap target. */
async function expectTargetsOf24px(targets: Locator) {
  await expect(targets.first()).toBeVisible()
  const boxes = await targets.evaluateAll((elements) =>
    elements.map((element) => {
      const { width, height } = element.getBoundingClientRect()
      return { target: element.textContent || element.getAttribute('aria-label'), width, height }
    }),
  )
  expect(boxes.filter(({ width, height }) => width < 24 || height < 24)).toEqual([])
}

// Desktop only (untagged, see playwright.config.ts): on a phone the filters sit in a drawer.
asVisitor('filters and footer links are targets of at least 24px', async ({ page }) => {
  await page.goto('/activities')
  await waitForContent(page, 'Showing')
  const filters = page.getByRole('complementary', { name: 'Filters' })
  await expectTargetsOf24px(filters.getByRole('checkbox'))
  await expectTargetsOf24px(filters.getByRole('slider'))
  await expectTargetsOf24px(page.getByRole('contentinfo').getByRole('link'))
})

asParent.describe('as parent', () => {
  asParent('the booking dialog has no serious accessibility findings', async ({ page, api }) => {
    // A demo activity with sessions to book, for ages the demo parent's children can join.
    const found = await api.get('/api/activities?q=Watercolor%20Adventures&limit=1')
    const [activity] = ((await found.json()) as { items: { id: string; title: string }[] }).items
    if (!activity) throw new Error('the demo activity is missing')
    await page.goto(`/activities/${activity.id}`)
    await waitForContent(page)
    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog', { name: `Book ${activity.title}` })
    await waitForOpen(dialog)
    expect(await findingsAtBothWidths(page, () => waitForOpen(dialog))).toEqual([])
  })
})

const asAdmin = testAs('admin')

asAdmin.describe('as admin', () => {
  asAdmin('a confirmation has no serious accessibility findings', async ({ page }) => {
    await page.goto('/admin/users')
    await waitForContent(page)
    const confirm = async () => {
      await page
        .getByRole('button', { name: /^Grant vendor role to / })
        .first()
        .click()
      await waitForOpen(page.getByRole('alertdialog'))
    }
    await confirm()
    // On a phone the table becomes cards, and the confirmation closes with the row it belonged to:
    // it is asked for again from the first card.
    const confirmOnPhone = async () => {
      await expect(page.getByRole('main').getByRole('list', { name: 'Users' })).toBeVisible()
      await confirm()
    }
    expect(await findingsAtBothWidths(page, confirmOnPhone)).toEqual([])
  })

  asAdmin(
    'the analytics shown as tables have no serious accessibility findings',
    async ({ page }) => {
      await page.goto('/admin/analytics')
      await waitForContent(page)
      await page.getByRole('button', { name: 'Show as tables' }).click()
      const table = page.getByRole('table', { name: 'Top providers by bookings' })
      await expect(table).toBeVisible()
      expect(await findingsAtBothWidths(page, () => expect(table).toBeVisible())).toEqual([])
    },
  )
})
