import type { Booking } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sampleBooking } from '@/test/account-samples'
import { problem } from '@/test/fake-api'
import { sentBody } from '@/test/sent-requests'
import { bookingRoutes, openBookings } from '../../testing/booking-routes'

const CHOICE_ID = '3f7d1e88-2b1c-4c55-9a10-5d1f5c2b9a01'
const chooseBy = '2026-12-11T15:00:00.000Z'

const cancelledWithOffer = (chosen: 'refund' | 'credit' | null = null) =>
  sampleBooking({
    status: 'cancelled',
    refundChoices: [{ id: CHOICE_ID, sessionStartsAt: null, amountCents: 3200, chooseBy, chosen }],
  })

const credit = {
  id: '0b6f2f1e-9a57-4a5e-8d3b-1f0c2a7e4b11',
  providerId: '7c1d1b52-5b2e-4d0a-9c4f-2f3a1e6b8d22',
  providerName: 'Sunny Studio',
  leftCents: 3200,
  expiresAt: '2027-11-27T15:00:00.000Z',
}

// Each test drives the whole app through user events: seconds on a busy machine.
describe('Account credit on My Bookings', { timeout: 20_000 }, () => {
  it('shows each credit with its expiry, and a booking paid with credit line by line', async () => {
    const paid = sampleBooking({
      creditUses: [{ providerName: 'Sunny Studio', amountCents: 1200 }],
    })
    await openBookings(
      bookingRoutes(
        { upcoming: [paid], past: [] },
        {
          'GET /api/credits': {
            status: 200,
            body: {
              credits: [
                credit,
                { ...credit, id: CHOICE_ID, providerId: null, providerName: null, leftCents: 500 },
              ],
            },
          },
        },
      ),
    )
    const balances = await screen.findByRole('region', { name: 'Your credit' })
    expect(balances).toHaveTextContent('Credit with Sunny StudioUntil Nov 27, 2027$32.00')
    expect(balances).toHaveTextContent('Activities for Children credit')
    const card = screen.getByRole('article', { name: 'Watercolor Adventures' })
    const lines = within(card).getByRole('group', { name: 'Price details' })
    expect(lines).toHaveTextContent('Credit with Sunny Studio\u2212$12.00')
    expect(lines).toHaveTextContent(
      `Left to pay by card$${((paid.totalAmountCents - 1200) / 100).toFixed(2)}`,
    )
  })

  it('says cancelling gives the credit back as credit and the card part to the card', async () => {
    const paid = sampleBooking({
      paidAmountCents: 2000,
      creditUses: [{ providerName: 'Sunny Studio', amountCents: 1200 }],
    })
    await openBookings(
      bookingRoutes(
        { upcoming: [paid], past: [] },
        { 'GET /api/credits': { status: 200, body: { credits: [] } } },
      ),
    )
    const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }))
    expect(screen.getByRole('alertdialog', { name: 'Cancel this booking?' })).toHaveTextContent(
      'The full $20.00 will be refunded to your card. The $12.00 of credit you used comes back as credit.',
    )
  })

  it('shows no credit card when there is none', async () => {
    await openBookings(
      bookingRoutes(
        { upcoming: [sampleBooking()], past: [] },
        { 'GET /api/credits': { status: 200, body: { credits: [] } } },
      ),
    )
    await screen.findByRole('article', { name: 'Watercolor Adventures' })
    expect(screen.queryByRole('region', { name: 'Your credit' })).toBeNull()
  })

  it('lets the family take credit instead of a refund, and says what they chose', async () => {
    const lists = { upcoming: [cancelledWithOffer()], past: [] as Booking[] }
    const { api } = await openBookings(
      bookingRoutes(lists, {
        'GET /api/credits': { status: 200, body: { credits: [] } },
        [`POST /api/refund-choices/${CHOICE_ID}`]: () => {
          lists.upcoming = [cancelledWithOffer('credit')]
          return { status: 200, body: { id: CHOICE_ID, chosen: 'credit' } }
        },
      }),
    )
    const choice = await screen.findByRole('region', { name: 'Refund or credit' })
    expect(choice).toHaveTextContent(
      'Sunny Studio cancelled this session. You paid $32.00: take it back on your card, or keep it as credit with Sunny Studio for any of their activities. If you have not chosen by Dec 11, 9:00 AM CST, it is refunded to your card.',
    )
    await userEvent.click(
      within(choice).getByRole('button', { name: 'Take credit with Sunny Studio' }),
    )
    expect(
      await screen.findByText(
        '$32.00 is your credit with Sunny Studio: it comes off your next booking with them.',
      ),
    ).toBeInTheDocument()
    expect(sentBody(api, 'POST', `/api/refund-choices/${CHOICE_ID}`)).toEqual({ choice: 'credit' })
  })

  it('offers a term enrolment a choice per cancelled session and one for the rest of the term', async () => {
    const enrolment = sampleBooking({
      kind: 'term',
      term: { id: '5b0c7a4e-1d2f-4e3a-8b9c-0d1e2f3a4b5c', name: 'Spring term', isCamp: false },
      refundChoices: [
        {
          id: CHOICE_ID,
          sessionStartsAt: '2026-12-05T16:00:00.000Z',
          amountCents: 4500,
          chooseBy,
          chosen: null,
        },
        {
          id: '9d2e4f60-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
          sessionStartsAt: null,
          amountCents: 13500,
          chooseBy,
          chosen: null,
        },
      ],
    })
    await openBookings(
      bookingRoutes(
        { upcoming: [enrolment], past: [] },
        { 'GET /api/credits': { status: 200, body: { credits: [] } } },
      ),
    )
    const session = await screen.findByRole('region', {
      name: 'Refund or credit for the session on Sat, Dec 5, 2026',
    })
    expect(session).toHaveTextContent(
      'Sunny Studio cancelled the session on Sat, Dec 5, 2026. Its share of what you paid is $45.00: take it back on your card',
    )
    expect(screen.getByRole('region', { name: 'Refund or credit' })).toHaveTextContent(
      'Sunny Studio called off the rest of Spring term. You paid $135.00 for the sessions not yet held: take it back on your card',
    )
  })

  it("shows the server's refusal inside the choice and changes nothing", async () => {
    await openBookings(
      bookingRoutes(
        { upcoming: [cancelledWithOffer()], past: [] },
        {
          'GET /api/credits': { status: 200, body: { credits: [] } },
          [`POST /api/refund-choices/${CHOICE_ID}`]: {
            status: 409,
            body: problem(
              409,
              'Conflict',
              'The time to choose has passed: this payment is refunded to your card.',
            ),
          },
        },
      ),
    )
    const choice = await screen.findByRole('region', { name: 'Refund or credit' })
    await userEvent.click(
      within(choice).getByRole('button', { name: 'Take credit with Sunny Studio' }),
    )
    expect(await within(choice).findByRole('alert')).toHaveTextContent(
      'The time to choose has passed: this payment is refunded to your card.',
    )
    expect(within(choice).getByRole('button', { name: 'Refund to my card' })).toBeEnabled()
  })
})
