import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { browserNavigation } from '@/lib/browser-navigation'
import { familyIds, sampleBooking } from '@/test/account-samples'
import { problem } from '@/test/fake-api'
import { sentBody } from '@/test/sent-requests'
import { fakeQuote } from '../../testing/fake-quote'
import { openTermDialog, termSessionIds } from '../../testing/open-term-dialog'

const sessionsSold = {
  canTry: true,
  trialPriceCents: 1_200,
  canDropIn: true,
  dropInPriceCents: 2_000,
}
const secondTrial =
  'Lily has already had a trial class of this activity; a trial is once per child.'

// Each test drives the whole app through user events: seconds on a busy machine.
describe('A trial class or a drop-in of a term', { timeout: 20_000 }, () => {
  it('books a chosen session of the term as a trial class, then sends the family to pay', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const held = sampleBooking({ kind: 'trial', status: 'pending', paymentStatus: 'pending' })
    const { api, dialog } = await openTermDialog('Try a class', sessionsSold, {
      'POST /api/bookings': { status: 201, body: held },
      [`POST /api/bookings/${held.id}/checkout`]: {
        status: 200,
        body: { url: 'http://localhost:3000/checkout/test/cs_test_abcdefghijkl' },
      },
    })
    expect(within(dialog).getByRole('heading', { name: 'Try a class: Spring 2027' })).toBeVisible()
    const [first, second] = within(dialog).getAllByRole('radio')
    expect(first).toBeChecked()
    expect(first).toHaveAccessibleName(/Sat, Apr 24/)
    if (second) await userEvent.click(second)
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    const total = within(dialog).getByRole('status', { name: 'Total price' })
    await waitFor(() => expect(total).toHaveTextContent(/^\$12\.00$/))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))

    await vi.waitFor(() => expect(leave).toHaveBeenCalled())
    expect(sentBody(api, 'POST', '/api/bookings')).toEqual({
      sessionId: termSessionIds[1],
      childIds: [familyIds.lily],
      kind: 'trial',
      extras: [],
    })
  })

  it("shows the server's sentence for a second trial inside the dialog", async () => {
    const { dialog } = await openTermDialog('Try a class', sessionsSold, {
      'POST /api/bookings': { status: 409, body: problem(409, 'Conflict', secondTrial) },
    })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(secondTrial)
  })

  it("drops in at the term's drop-in price", async () => {
    const { api, dialog } = await openTermDialog('Drop in', sessionsSold, {
      'POST /api/bookings': { status: 409, body: problem(409, 'Conflict', 'Full.') },
    })
    expect(within(dialog).getByRole('heading', { name: 'Drop in: Spring 2027' })).toBeVisible()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Max Carter/ }))
    const total = within(dialog).getByRole('status', { name: 'Total price' })
    await waitFor(() => expect(total).toHaveTextContent(/^\$40\.00$/))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
    await within(dialog).findByRole('alert')
    expect(sentBody(api, 'POST', '/api/bookings')).toMatchObject({ kind: 'drop_in' })
  })

  it("adds each child's extras for the day to a drop-in, but none to a trial class", async () => {
    const afterCare = {
      id: '00000000-0000-4000-8000-00000000e001',
      name: 'After care',
      priceCents: 1_000,
      pricePer: 'session' as const,
      placesLeft: 3,
    }
    const withExtras = { ...sessionsSold, extras: [afterCare] }
    const { api, dialog } = await openTermDialog('Drop in', withExtras, {
      'POST /api/bookings': { status: 409, body: problem(409, 'Conflict', 'After care is full.') },
      'POST /api/bookings/quote': fakeQuote({
        label: 'Drop-in',
        cents: 2_000,
        extras: { [afterCare.id]: { name: 'After care', cents: 1_000 } },
      }),
    })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    const lilys = within(dialog).getByRole('group', { name: 'Extras for Lily' })
    await userEvent.click(within(lilys).getByRole('checkbox', { name: /After care/ }))
    const total = within(dialog).getByRole('status', { name: 'Total price' })
    await waitFor(() => expect(total).toHaveTextContent(/^\$30\.00$/))
    const price = within(dialog).getByRole('group', { name: 'Price details' })
    expect(within(price).getByRole('group', { name: 'Lily' })).toHaveTextContent(
      'Drop-in$20.00After care$10.00',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('After care is full.')
    expect(sentBody(api, 'POST', '/api/bookings')).toMatchObject({
      kind: 'drop_in',
      extras: [{ childId: familyIds.lily, extraId: afterCare.id }],
    })
    await userEvent.keyboard('{Escape}')

    const trial = await openTermDialog('Try a class', withExtras)
    await userEvent.click(within(trial.dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    expect(
      within(trial.dialog).queryByRole('group', { name: /Extras for/ }),
    ).not.toBeInTheDocument()
  })
})
