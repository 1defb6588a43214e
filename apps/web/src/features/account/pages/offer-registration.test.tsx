import { registrationWords } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { familyIds, sampleWaitlistEntry } from '@/test/account-samples'
import { problem } from '@/test/fake-api'
import '@/test/radix-in-jsdom'
import { renderAccountPage } from '../testing/render-account-page'

const entryPath = `/api/waitlist/${familyIds.waitlistEntry}`
const pagePath = `/account/offers/${familyIds.waitlistEntry}`
const SWIM = '5b0c6a3e-1111-4c2d-9e00-0000000000a1'
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

const offered = sampleWaitlistEntry({
  status: 'offered',
  position: 1,
  offer: { bookingId: familyIds.booking, expiresAt: inHours(2), totalAmountCents: 0 },
})
const registrationPath = `GET /api/activities/${offered.activity.id}/registration`
const registration = (earlier: { answer: string }[] = [], signed: string[] = []) => ({
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
    ],
    waiver: { version: 2, text: 'Water is deep.', savedAt: '2026-03-01T12:00:00Z' },
    signedChildIds: signed,
    earlierAnswers: earlier.map(({ answer }) => ({
      childId: familyIds.lily,
      questionId: SWIM,
      answer,
    })),
  },
})
const missing = registrationWords.unanswered('Can your child swim?', 'Lily')

describe('the offer page asks what booking asks', { timeout: 20_000 }, () => {
  it('asks the questions and the waiver, clears the refusal once answered, and sends them', async () => {
    let entry = offered
    const sent: unknown[] = []
    await renderAccountPage(pagePath, 'Your offer', {
      [`GET ${entryPath}`]: () => ({ status: 200, body: entry }),
      [registrationPath]: registration(),
      [`POST ${entryPath}/accept`]: async (request) => {
        const body = await request.json()
        sent.push(body)
        if (!body.registration?.answers?.length) {
          return { status: 422, body: problem(422, 'Unprocessable Content', missing) }
        }
        entry = { ...offered, status: 'booked', position: null, offer: null }
        return { status: 200, body: { bookingId: familyIds.booking, checkoutUrl: null } }
      },
    })
    const offer = await screen.findByRole('article', { name: 'Watercolor Adventures' })
    const lilys = await within(offer).findByRole('group', { name: 'About Lily' })
    const waiver = within(offer).getByRole('group', { name: 'Waiver for Lily' })
    expect(within(waiver).getByRole('region', { name: 'Waiver text' })).toHaveTextContent(
      'Water is deep.',
    )

    await userEvent.click(within(offer).getByRole('button', { name: 'Book these places' }))
    expect(await within(offer).findByRole('alert')).toHaveTextContent(missing)
    await userEvent.click(within(lilys).getByRole('combobox', { name: 'Can your child swim?' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Yes' }))
    expect(within(offer).queryByRole('alert')).not.toBeInTheDocument()

    await userEvent.type(within(waiver).getByLabelText('Your full name'), 'Emily Carter')
    await userEvent.click(within(waiver).getByRole('checkbox', { name: 'I agree' }))
    await userEvent.click(within(offer).getByRole('button', { name: 'Book these places' }))
    expect(await screen.findByText('Booking successful!')).toBeInTheDocument()
    expect(sent).toEqual([
      { registration: { answers: [] } },
      {
        registration: {
          answers: [{ childId: familyIds.lily, questionId: SWIM, answer: 'yes' }],
          waiver: { version: 2, signedName: 'Emily Carter', agreed: true },
        },
      },
    ])
  })

  it("starts from the child's earlier answers and asks no waiver signed before", async () => {
    const sent: unknown[] = []
    await renderAccountPage(pagePath, 'Your offer', {
      [`GET ${entryPath}`]: { status: 200, body: offered },
      [registrationPath]: registration([{ answer: 'no' }], [familyIds.lily]),
      [`POST ${entryPath}/accept`]: async (request) => {
        sent.push(await request.json())
        return { status: 200, body: { bookingId: familyIds.booking, checkoutUrl: null } }
      },
    })
    const offer = await screen.findByRole('article', { name: 'Watercolor Adventures' })
    const lilys = await within(offer).findByRole('group', { name: 'About Lily' })
    expect(within(lilys).getByRole('combobox', { name: 'Can your child swim?' })).toHaveTextContent(
      'No',
    )
    expect(within(offer).queryByRole('group', { name: /Waiver/ })).not.toBeInTheDocument()
    await userEvent.click(within(offer).getByRole('button', { name: 'Book these places' }))
    expect(await screen.findByText('Booking successful!')).toBeInTheDocument()
    expect(sent).toEqual([
      { registration: { answers: [{ childId: familyIds.lily, questionId: SWIM, answer: 'no' }] } },
    ])
  })
})
