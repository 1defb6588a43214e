import type { Booking, ChildrenCancellationQuote, PriceLine } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sampleBooking } from '@/test/account-samples'
import { problem } from '@/test/fake-api'
import { sentBody } from '@/test/sent-requests'
import { bookingRoutes, openBookings } from '../../testing/booking-routes'

const MAYA = '9a2b7c40-3333-4d5e-8f90-0000000000c1'
const LEO = '9a2b7c40-3333-4d5e-8f90-0000000000c2'
const maya = { childId: MAYA, firstName: 'Maya' }
const leo = { childId: LEO, firstName: 'Leo' }
const termPrice = (child: typeof maya): PriceLine => ({
  kind: 'base',
  label: 'Term price',
  amountCents: 18_000,
  ...child,
})

// Maya and Leo in a $180.00 term, Leo the 2nd child at 10% off: $342.00 paid.
const booked = sampleBooking({
  kind: 'term',
  quantity: 2,
  totalAmountCents: 34_200,
  paidAmountCents: 34_200,
  participants: [
    { id: MAYA, firstName: 'Maya', lastName: 'Carter' },
    { id: LEO, firstName: 'Leo', lastName: 'Carter' },
  ],
  priceLines: [
    termPrice(maya),
    termPrice(leo),
    { kind: 'siblings', label: 'Sibling discount (2nd child)', amountCents: -1_800, ...leo },
  ],
  cancellation: { refundCents: 34_200, rule: 'full', sessionsRefunded: null },
})
// Leo alone is the only child: his discount ends with Maya's place.
const mayaOff: ChildrenCancellationQuote = {
  paidCents: 34_200,
  staying: { lines: [termPrice(leo)], totalCents: 18_000 },
  refundCents: 16_200,
  discountReversedCents: 1_800,
}
const quotePath = `/api/bookings/${booked.id}/children-cancellation/quote`
const cancelPath = `/api/bookings/${booked.id}/children-cancellation`
const tooLate =
  'Children can be taken off a booking up to 48 hours before it starts; after that, cancel the whole booking.'

async function openTakeOff(routes: Parameters<typeof bookingRoutes>[1] = {}) {
  const lists = { upcoming: [booked], past: [] as Booking[] }
  const view = await openBookings(bookingRoutes(lists, routes))
  const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })
  const trigger = within(card).getByRole('button', { name: 'Take a child off' })
  await userEvent.click(trigger)
  const dialog = await screen.findByRole('dialog', { name: 'Take a child off this booking' })
  return { ...view, lists, card, trigger, dialog }
}

// Each test drives the whole app through user events: seconds on a busy machine.
describe('Taking a child off a booking', { timeout: 20_000 }, () => {
  it("shows each booking's price lines on its card", async () => {
    await openBookings(bookingRoutes({ upcoming: [booked], past: [] }))
    const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })

    const price = within(card).getByRole('group', { name: 'Price details' })
    expect(within(price).getByRole('group', { name: 'Maya' })).toHaveTextContent(
      'Term price$180.00',
    )
    expect(within(price).getByRole('group', { name: 'Leo' })).toHaveTextContent(
      'Term price$180.00Sibling discount (2nd child)−$18.00',
    )
    // Three lines fit on a phone as they are; only a longer list folds.
    expect(within(card).queryByRole('button', { name: 'Price details' })).not.toBeInTheDocument()
  })

  it('folds a long list of lines behind Price details, which opens it', async () => {
    const long = sampleBooking({
      ...booked,
      priceLines: [
        ...booked.priceLines,
        { kind: 'code', label: 'Code FAMILY10', amountCents: -3_420 },
      ],
    })
    await openBookings(bookingRoutes({ upcoming: [long], past: [] }))
    const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })
    const fold = within(card).getByRole('button', { name: 'Price details' })
    expect(fold).toHaveAttribute('aria-expanded', 'false')
    expect(fold).toHaveAttribute(
      'aria-controls',
      within(card).getByRole('group', { name: 'Price details' }).id,
    )
    await userEvent.click(fold)
    expect(fold).toHaveAttribute('aria-expanded', 'true')
  })

  it('shows the arithmetic before confirming, then takes the child off and says the refund', async () => {
    const { api, card, dialog, lists } = await openTakeOff({
      [`POST ${quotePath}`]: { status: 200, body: mayaOff },
      [`POST ${cancelPath}`]: () => {
        const after = sampleBooking({
          ...booked,
          quantity: 1,
          totalAmountCents: 18_000,
          refundedAmountCents: 16_200,
          paymentStatus: 'partially_refunded',
          participants: [{ id: LEO, firstName: 'Leo', lastName: 'Carter' }],
          priceLines: [termPrice(leo)],
        })
        lists.upcoming = [after]
        return { status: 200, body: { booking: after, refundCents: 16_200 } }
      },
    })
    expect(within(dialog).getByRole('button', { name: 'Take off' })).toBeDisabled()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Maya Carter' }))

    const paid = await within(dialog).findByText('You paid')
    expect(paid.nextElementSibling).toHaveTextContent('$342.00')
    expect(
      within(dialog).getByText('The children who stay now cost').nextElementSibling,
    ).toHaveTextContent('$180.00')
    const staying = within(dialog).getByRole('group', { name: 'The children who stay' })
    expect(within(staying).getByRole('group', { name: 'Leo' })).toHaveTextContent(
      'Term price$180.00',
    )
    expect(within(dialog).getByText('Refund').nextElementSibling).toHaveTextContent('$162.00')
    expect(
      within(dialog).getByText("The discounts that depended on Maya's place ($18.00) end."),
    ).toBeVisible()
    expect(sentBody(api, 'POST', quotePath)).toEqual({ participantIds: [MAYA] })

    await userEvent.click(within(dialog).getByRole('button', { name: 'Take Maya off' }))
    expect(
      await screen.findByText('Maya was taken off. $162.00 will be refunded to your card.'),
    ).toBeVisible()
    expect(sentBody(api, 'POST', cancelPath)).toEqual({ participantIds: [MAYA] })
    await waitFor(() =>
      expect(
        within(card).queryByRole('button', { name: 'Take a child off' }),
      ).not.toBeInTheDocument(),
    )
    expect(within(card).getByText('Leo Carter')).toBeVisible()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // The button went with the second child: the keyboard lands on the card's title.
    await waitFor(() =>
      expect(within(card).getByRole('link', { name: 'Watercolor Adventures' })).toHaveFocus(),
    )
  })

  it('says every child is a cancellation of the booking, and asks nothing', async () => {
    const { api, dialog } = await openTakeOff({
      [`POST ${quotePath}`]: { status: 200, body: mayaOff },
    })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Maya Carter' }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Leo Carter' }))

    expect(within(dialog).getByText('To take every child off, cancel the booking.')).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Take off' })).toBeDisabled()
    await waitFor(() =>
      expect(sentBody(api, 'POST', quotePath)).toEqual({ participantIds: [MAYA] }),
    )
    expect(api.mock.calls.filter(([path]) => String(path) === quotePath)).toHaveLength(1)
  })

  it("shows the server's refusal, and Escape gives the focus back to the button", async () => {
    const { dialog, trigger } = await openTakeOff({
      [`POST ${quotePath}`]: { status: 409, body: problem(409, 'Conflict', tooLate) },
    })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Leo Carter' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(tooLate)
    expect(within(dialog).getByRole('button', { name: 'Take Leo off' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })
})
