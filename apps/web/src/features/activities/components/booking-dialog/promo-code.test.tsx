import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { browserNavigation } from '@/lib/browser-navigation'
import { lily, max, sampleBooking } from '@/test/account-samples'
import { sampleIds, sampleTerm } from '@/test/catalog-samples'
import { problem } from '@/test/fake-api'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { fakeQuote } from '../../testing/fake-quote'
import { openBookingDialog } from '../../testing/open-booking-dialog'
import { openTermDialog } from '../../testing/open-term-dialog'

const expired = 'The code SPRNG10 expired on March 1, 2027.'
const usedUp = 'The code FAMILY10 has been used up.'
const quoted = fakeQuote({
  label: 'Session',
  cents: 2_500,
  siblingPercent: 10,
  codes: { FAMILY10: 10, SPRNG10: expired },
})

async function applyCode(dialog: HTMLElement, code: string) {
  const field = within(dialog).getByRole('textbox', { name: 'Promo code' })
  await userEvent.clear(field)
  await userEvent.type(field, `${code}{Enter}`)
  return field
}

// Each test drives the whole app through user events: seconds on a busy machine.
describe('A promo code in the booking dialog', { timeout: 20_000 }, () => {
  it('says why the server refuses a code, under the field, and books without it', async () => {
    const { api, dialog } = await openBookingDialog({
      'POST /api/bookings/quote': quoted,
      'POST /api/bookings': { status: 409, body: problem(409, 'Conflict', 'Full.') },
    })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    const field = await applyCode(dialog, 'sprng10')

    const refusal = await within(dialog).findByText(expired)
    expect(refusal).toHaveAttribute('role', 'alert')
    expect(field).toHaveAccessibleDescription(expired)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByRole('status', { name: 'Total price' })).toHaveTextContent('$25.00')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
    await waitFor(() => expect(requestsTo(api, 'POST', '/api/bookings')).toHaveLength(1))
    expect(sentBody(api, 'POST', '/api/bookings')).toEqual({
      sessionId: sampleIds.session,
      childIds: [lily.id],
    })
  })

  it('applies a code with Enter, shows its line and books with it', async () => {
    vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const held = sampleBooking({ status: 'pending', paymentStatus: 'pending' })
    const { api, dialog } = await openBookingDialog(
      {
        'POST /api/bookings/quote': quoted,
        'POST /api/bookings': { status: 201, body: held },
        [`POST /api/bookings/${held.id}/checkout`]: {
          status: 200,
          body: { url: 'http://localhost:3000/checkout/test/cs_test_abcdefghijkl' },
        },
      },
      { maxAge: 12 },
    )
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Max Carter/ }))
    const total = within(dialog).getByRole('status', { name: 'Total price' })
    await waitFor(() => expect(total).toHaveTextContent(/^\$47\.50$/))
    const price = within(dialog).getByRole('group', { name: 'Price details' })
    expect(within(price).getByRole('group', { name: 'Max' })).toHaveTextContent(
      'Session$25.00Sibling discount (2nd child)−$2.50',
    )

    await applyCode(dialog, ' family10 ')
    expect(await within(dialog).findByText('Code FAMILY10 applied')).toBeVisible()
    await waitFor(() => expect(total).toHaveTextContent(/^\$42\.75$/))
    expect(within(price).getByText('Code FAMILY10')).toBeVisible()
    expect(within(price).getByText('−$4.75')).toBeVisible()
    // The keyboard is not lost when the field gives way to what was applied.
    const remove = within(dialog).getByRole('button', { name: 'Remove code FAMILY10' })
    expect(remove).toHaveFocus()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
    await waitFor(() => expect(requestsTo(api, 'POST', '/api/bookings')).toHaveLength(1))
    expect(sentBody(api, 'POST', '/api/bookings')).toEqual({
      sessionId: sampleIds.session,
      childIds: [lily.id, max.id],
      code: 'family10',
    })
  })

  it('takes a code off again with Remove, back to the field', async () => {
    const { api, dialog } = await openBookingDialog({ 'POST /api/bookings/quote': quoted })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    await applyCode(dialog, 'FAMILY10')
    const total = within(dialog).getByRole('status', { name: 'Total price' })
    await waitFor(() => expect(total).toHaveTextContent(/^\$22\.50$/))

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove code FAMILY10' }))
    await waitFor(() => expect(total).toHaveTextContent(/^\$25\.00$/))
    expect(within(dialog).getByRole('textbox', { name: 'Promo code' })).toHaveFocus()
    expect(sentBody(api, 'POST', '/api/bookings/quote')).toEqual({
      sessionId: sampleIds.session,
      childIds: [lily.id],
    })
  })

  it('refuses a code too long to be one before asking the server', async () => {
    const { api, dialog } = await openBookingDialog({ 'POST /api/bookings/quote': quoted })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    await waitFor(() => expect(requestsTo(api, 'POST', '/api/bookings/quote')).toHaveLength(1))
    const field = await applyCode(dialog, 'X'.repeat(31))

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter the code as it was given to you',
    )
    expect(field).toHaveAccessibleDescription('Enter the code as it was given to you')
    expect(requestsTo(api, 'POST', '/api/bookings/quote')).toHaveLength(1)
  })

  it("keeps the dialog open with the server's sentence when the code ran out meanwhile", async () => {
    let left = 1
    const { dialog } = await openBookingDialog({
      'POST /api/bookings/quote': (request) =>
        fakeQuote({
          label: 'Session',
          cents: 2_500,
          codes: { FAMILY10: left > 0 ? 10 : usedUp },
        })(request),
      'POST /api/bookings': () => {
        // Another family took the last use between the quote and the booking.
        left = 0
        return { status: 409, body: problem(409, 'Conflict', usedUp) }
      },
    })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    await applyCode(dialog, 'FAMILY10')
    await within(dialog).findByText('Code FAMILY10 applied')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
    const alerts = await within(dialog).findAllByRole('alert')
    expect(alerts[0]).toHaveTextContent(usedUp)
    expect(screen.getByRole('dialog', { name: 'Book Watercolor Adventures' })).toBeVisible()
    // The price is asked again, and the field says the same under it.
    const field = await within(dialog).findByRole('textbox', { name: 'Promo code' })
    expect(field).toHaveAccessibleDescription(usedUp)
  })
})

describe('A promo code in the term dialog', { timeout: 20_000 }, () => {
  it('enrols with the code applied, its line beside the sibling discount', async () => {
    const enrolPath = `/api/terms/${sampleTerm().id}/enrolments`
    const { api, dialog } = await openTermDialog(
      'Enrol',
      {},
      {
        [`POST ${enrolPath}/quote`]: fakeQuote({
          label: 'Term price',
          cents: 18_000,
          siblingPercent: 10,
          codes: { FAMILY10: 10 },
        }),
        [`POST ${enrolPath}`]: { status: 409, body: problem(409, 'Conflict', 'Full.') },
      },
    )
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Max Carter/ }))
    await applyCode(dialog, 'FAMILY10')
    const total = within(dialog).getByRole('status', { name: 'Total price' })
    await waitFor(() => expect(total).toHaveTextContent(/^\$307\.80$/))
    const price = within(dialog).getByRole('group', { name: 'Price details' })
    expect(within(price).getByText('Sibling discount (2nd child)')).toBeVisible()
    expect(within(price).getByText('Code FAMILY10')).toBeVisible()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
    await within(dialog).findByText('Full.')
    expect(sentBody(api, 'POST', enrolPath)).toEqual({
      childIds: [lily.id, max.id],
      extras: [],
      code: 'FAMILY10',
    })
  })
})
