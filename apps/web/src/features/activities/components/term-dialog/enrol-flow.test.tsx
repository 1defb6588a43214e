import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { browserNavigation } from '@/lib/browser-navigation'
import { familyIds, sampleBooking, sampleWaitlistEntry } from '@/test/account-samples'
import { sampleTerm } from '@/test/catalog-samples'
import { problem } from '@/test/fake-api'
import { sentBody } from '@/test/sent-requests'
import { fakeQuote } from '../../testing/fake-quote'
import { openTermDialog } from '../../testing/open-term-dialog'

const afterCare = {
  id: '00000000-0000-4000-8000-00000000e001',
  name: 'After care',
  priceCents: 1_000,
  pricePer: 'session' as const,
  placesLeft: 3,
}
const kit = {
  id: '00000000-0000-4000-8000-00000000e002',
  name: 'Clay kit',
  priceCents: 1_500,
  pricePer: 'booking' as const,
  placesLeft: null,
}
const lunch = {
  id: '00000000-0000-4000-8000-00000000e003',
  name: 'Lunch',
  priceCents: 500,
  pricePer: 'session' as const,
  placesLeft: 0,
}
const lateTerm = { sessionsLeft: 7, extras: [afterCare, kit, lunch] }
const enrolPath = `/api/terms/${sampleTerm().id}/enrolments`
const held = sampleBooking({
  kind: 'term',
  status: 'pending',
  paymentStatus: 'pending',
  paidAmountCents: 0,
  holdExpiresAt: '2026-11-24T10:15:00.000Z',
})
const paymentPage = 'http://localhost:3000/checkout/test/cs_test_abcdefghijkl'

async function chooseBoth(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /Max Carter/ }))
}

// Each test drives the whole app through user events: seconds on a busy machine.
describe('Enrolling in a term', { timeout: 20_000 }, () => {
  it('offers only what the term allows', async () => {
    await openTermDialog('Enrol', { canTry: true, trialPriceCents: 0, canDropIn: false })
    await userEvent.keyboard('{Escape}')
    const terms = screen.getByRole('region', { name: 'Terms' })
    expect(within(terms).getByRole('button', { name: 'Try a class' })).toBeInTheDocument()
    expect(within(terms).queryByRole('button', { name: 'Drop in' })).not.toBeInTheDocument()
    // The focus goes back to the button that opened the dialog.
    expect(within(terms).getByRole('button', { name: 'Enrol' })).toHaveFocus()
  })

  it("shows the server's price of a late join: each child's lines, their extras and the total", async () => {
    const { api, dialog } = await openTermDialog('Enrol', lateTerm, {
      [`POST ${enrolPath}/quote`]: fakeQuote({
        label: 'Late join: 7 of 10 sessions',
        cents: 12_600,
        extras: {
          [afterCare.id]: { name: 'After care', cents: 7_000 },
          [kit.id]: { name: 'Clay kit', cents: 1_500 },
        },
      }),
    })
    expect(within(dialog).getByRole('heading', { name: 'Enrol in Spring 2027' })).toBeVisible()
    const total = within(dialog).getByRole('status', { name: 'Total price' })
    expect(total).toHaveTextContent('$126.00 per child')
    expect(within(dialog).getByText('7 of 10 sessions left: $126.00 per child')).toBeVisible()

    await chooseBoth(dialog)
    await waitFor(() => expect(total).toHaveTextContent(/^\$252\.00$/))

    const lilys = within(dialog).getByRole('group', { name: 'Extras for Lily' })
    expect(within(lilys).getByText('$10.00 per session')).toBeVisible()
    expect(within(lilys).getByText('$15.00 once')).toBeVisible()
    expect(within(lilys).getByRole('checkbox', { name: /Lunch/ })).toBeDisabled()
    expect(within(lilys).getByText('Full')).toBeVisible()
    await userEvent.click(within(lilys).getByRole('checkbox', { name: /After care/ }))
    const maxs = within(dialog).getByRole('group', { name: 'Extras for Max' })
    await userEvent.click(within(maxs).getByRole('checkbox', { name: /Clay kit/ }))

    await waitFor(() => expect(total).toHaveTextContent(/^\$337\.00$/))
    const price = within(dialog).getByRole('group', { name: 'Price details' })
    expect(within(price).getByRole('group', { name: 'Lily' })).toHaveTextContent(
      'Late join: 7 of 10 sessions$126.00After care$70.00',
    )
    expect(within(price).getByRole('group', { name: 'Max' })).toHaveTextContent(
      'Late join: 7 of 10 sessions$126.00Clay kit$15.00',
    )
    expect(sentBody(api, 'POST', `${enrolPath}/quote`)).toEqual({
      childIds: [familyIds.lily, familyIds.max],
      extras: [
        { childId: familyIds.lily, extraId: afterCare.id },
        { childId: familyIds.max, extraId: kit.id },
      ],
    })
    expect(
      within(dialog).getByText('If you withdraw, sessions more than 48 hours away are refunded.'),
    ).toBeVisible()
  })

  it('enrols the children with their extras, then sends the family to pay', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const { api, dialog } = await openTermDialog('Enrol', lateTerm, {
      [`POST ${enrolPath}`]: {
        status: 201,
        body: { booking: held, sessionCount: 10, sessionsCovered: 7 },
      },
      [`POST /api/bookings/${held.id}/checkout`]: { status: 200, body: { url: paymentPage } },
    })
    await chooseBoth(dialog)
    const lilys = within(dialog).getByRole('group', { name: 'Extras for Lily' })
    await userEvent.click(within(lilys).getByRole('checkbox', { name: /After care/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(paymentPage))
    expect(sentBody(api, 'POST', enrolPath)).toEqual({
      childIds: [familyIds.lily, familyIds.max],
      extras: [{ childId: familyIds.lily, extraId: afterCare.id }],
    })
  })

  it("shows the term's plan with every date and amount, and pays its first part at checkout", async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const priced = fakeQuote({ label: 'All 10 sessions', cents: 18_000 })
    const payments = (amounts: number[]) =>
      amounts.map((amountCents, month) => ({
        amountCents,
        dueAt: `2026-0${month + 3}-01T15:00:00.000Z`,
      }))
    const { api, dialog } = await openTermDialog(
      'Enrol',
      {},
      {
        [`POST ${enrolPath}/quote`]: async (request) => {
          const answer = await priced(request)
          const quote = answer.body as { totalCents: number }
          return {
            ...answer,
            body: {
              ...quote,
              paymentChoices: [
                { choice: 'full', payments: payments([quote.totalCents]) },
                { choice: 'instalments', payments: payments([6_000, 6_000, 6_000]) },
              ],
            },
          }
        },
        [`POST ${enrolPath}`]: {
          status: 201,
          body: { booking: held, sessionCount: 10, sessionsCovered: 10 },
        },
        [`POST /api/bookings/${held.id}/checkout`]: { status: 200, body: { url: paymentPage } },
      },
    )
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    const how = await within(dialog).findByRole('group', { name: 'How would you like to pay?' })
    expect(within(how).getByRole('radio', { name: /Pay in full/ })).toBeChecked()
    const plan = within(how).getByRole('radio', { name: /Pay in 3 monthly payments/ })
    expect(
      within(how).getByText(/\$60\.00 today · \$60\.00 on Apr 1, 2026 · \$60\.00 on May 1, 2026/),
    ).toBeVisible()

    await userEvent.click(plan)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(paymentPage))
    expect(sentBody(api, 'POST', `/api/bookings/${held.id}/checkout`)).toEqual({
      choice: 'instalments',
    })
  })

  it("shows the server's sentence inside the dialog, and clears it when the choice changes", async () => {
    const { dialog } = await openTermDialog('Enrol', lateTerm, {
      [`POST ${enrolPath}`]: {
        status: 409,
        body: problem(409, 'Conflict', 'After care is full.'),
      },
    })
    await chooseBoth(dialog)
    const maxs = within(dialog).getByRole('group', { name: 'Extras for Max' })
    await userEvent.click(within(maxs).getByRole('checkbox', { name: /After care/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('After care is full.')
    await userEvent.click(within(maxs).getByRole('checkbox', { name: /After care/ }))
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('offers the waiting line of a term without room for all the children chosen', async () => {
    const { api, dialog } = await openTermDialog(
      'Enrol',
      { placesLeft: 1, extras: [afterCare] },
      {
        [`POST /api/terms/${sampleTerm().id}/waitlist`]: {
          status: 201,
          body: sampleWaitlistEntry({ position: 2 }),
        },
      },
    )
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeEnabled()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Max Carter/ }))

    expect(within(dialog).getByRole('region', { name: 'Waiting list' })).toHaveTextContent(
      'Only 1 place is left, not enough for everyone you chose.',
    )
    expect(within(dialog).queryByRole('group', { name: /Extras for/ })).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join waitlist' }))

    expect(
      await within(dialog).findByRole('heading', { name: 'You are number 2 in line' }),
    ).toBeVisible()
    expect(sentBody(api, 'POST', `/api/terms/${sampleTerm().id}/waitlist`)).toEqual({
      childIds: [familyIds.lily, familyIds.max],
    })
  })
})
