import { registrationWords } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { lily, sampleBooking } from '@/test/account-samples'
import { sampleIds } from '@/test/catalog-samples'
import { problem } from '@/test/fake-api'
import '@/test/radix-in-jsdom'
import { bookingRequests, openBookingDialog } from '../../testing/open-booking-dialog'

const SWIM = '5b0c6a3e-1111-4c2d-9e00-0000000000a1'
const COLOUR = '5b0c6a3e-1111-4c2d-9e00-0000000000a2'
const registration = (signedChildIds: string[] = []) => ({
  [`GET /api/activities/${sampleIds.activity}/registration`]: {
    status: 200,
    body: {
      questions: [
        {
          id: SWIM,
          label: 'Can your child swim?',
          kind: 'yes_no',
          options: [],
          required: true,
          onRoster: false,
        },
        {
          id: COLOUR,
          label: 'Favourite colour',
          kind: 'short_text',
          options: [],
          required: false,
          onRoster: false,
        },
      ],
      waiver: { version: 3, text: 'Paint may stain clothes.', savedAt: '2026-03-01T12:00:00Z' },
      signedChildIds,
    },
  },
})
const booked = { status: 201, body: sampleBooking({ totalAmountCents: 0, paymentStatus: 'none' }) }

describe('the booking dialog asks the questions and the waiver', { timeout: 20_000 }, () => {
  it("asks each chosen child's questions, shows the waiver and sends the answers and signature", async () => {
    const { api, dialog } = await openBookingDialog(
      { ...registration(), 'POST /api/bookings': booked },
      { priceCents: 0, maxAge: 12 },
    )
    expect(within(dialog).queryByRole('group', { name: 'About Lily' })).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Max Carter/ }))

    const lilys = await within(dialog).findByRole('group', { name: 'About Lily' })
    expect(within(dialog).getByRole('group', { name: 'About Max' })).toBeInTheDocument()
    expect(within(lilys).getByLabelText('Favourite colour (optional)')).toBeInTheDocument()
    const waiver = within(dialog).getByRole('group', { name: 'Waiver for Lily and Max' })
    expect(within(waiver).getByRole('region', { name: 'Waiver text' })).toHaveTextContent(
      'Paint may stain clothes.',
    )
    await userEvent.click(within(lilys).getByRole('combobox', { name: 'Can your child swim?' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Yes' }))
    await userEvent.type(within(lilys).getByLabelText('Favourite colour (optional)'), ' Teal ')
    await userEvent.type(within(waiver).getByLabelText('Your full name'), 'Emily Carter')
    await userEvent.click(within(waiver).getByRole('checkbox', { name: 'I agree' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }))

    expect(await screen.findByText('Booking successful!')).toBeInTheDocument()
    const [sent] = bookingRequests(api)
    expect(JSON.parse(String(sent?.body)).registration).toEqual({
      answers: [
        { childId: lily.id, questionId: SWIM, answer: 'yes' },
        { childId: lily.id, questionId: COLOUR, answer: 'Teal' },
      ],
      waiver: { version: 3, signedName: 'Emily Carter', agreed: true },
    })
  })

  it('asks no waiver of a child who signed this version, and shows the refusal of a missing answer', async () => {
    const missing = registrationWords.unanswered('Can your child swim?', 'Lily')
    const { api, dialog } = await openBookingDialog(
      {
        ...registration([lily.id]),
        'POST /api/bookings': {
          status: 422,
          body: problem(422, 'Unprocessable Content', missing),
        },
      },
      { priceCents: 0, maxAge: 12 },
    )
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    await within(dialog).findByRole('group', { name: 'About Lily' })
    expect(within(dialog).queryByRole('region', { name: 'Waiver text' })).not.toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(missing)
    expect(JSON.parse(String(bookingRequests(api)[0]?.body)).registration).toEqual({ answers: [] })

    // Answering the question the refusal names takes the refusal away at once.
    const lilys = within(dialog).getByRole('group', { name: 'About Lily' })
    await userEvent.click(within(lilys).getByRole('combobox', { name: 'Can your child swim?' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Yes' }))
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('clears a refusal of the signature as soon as the parent retypes their name', async () => {
    const mismatch = registrationWords.nameMismatch
    const { dialog } = await openBookingDialog(
      {
        ...registration(),
        'POST /api/bookings': {
          status: 422,
          body: problem(422, 'Unprocessable Content', mismatch),
        },
      },
      { priceCents: 0, maxAge: 12 },
    )
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    const waiver = await within(dialog).findByRole('group', { name: 'Waiver for Lily' })
    await userEvent.type(within(waiver).getByLabelText('Your full name'), 'Emma Carter')
    await userEvent.click(within(waiver).getByRole('checkbox', { name: 'I agree' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(mismatch)

    await userEvent.type(within(waiver).getByLabelText('Your full name'), '{Backspace}')
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })
})
