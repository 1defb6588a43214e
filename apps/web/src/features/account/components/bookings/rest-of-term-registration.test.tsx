import { registrationWords } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { familyIds, sampleBooking } from '@/test/account-samples'
import { sampleIds } from '@/test/catalog-samples'
import { problem } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import '@/test/radix-in-jsdom'
import { sentBody } from '@/test/sent-requests'
import { bookingRoutes, openBookings } from '../../testing/booking-routes'

const termId = '00000000-0000-4000-8000-00000000a001'
const SWIM = '5b0c6a3e-1111-4c2d-9e00-0000000000a1'
const LEVEL = '5b0c6a3e-1111-4c2d-9e00-0000000000a2'
const enrolPath = `POST /api/terms/${termId}/enrolments`
const trial = sampleBooking({
  id: familyIds.pastBooking,
  kind: 'trial',
  term: { id: termId, name: 'Spring 2027', isCamp: false },
  restOfTerm: {
    termId,
    termName: 'Spring 2027',
    childId: familyIds.lily,
    childFirstName: 'Lily',
    sessionsLeft: 6,
    sessionCount: 10,
    priceCents: 9_600,
  },
})
const enrolled = {
  status: 201,
  body: {
    booking: sampleBooking({ kind: 'term', status: 'confirmed' }),
    sessionCount: 10,
    sessionsCovered: 6,
  },
}
/** The activity asks whether the child swims (answered for the trial) and, maybe, a level. */
const registration = (levelAsked: boolean) => ({
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
        ...(levelAsked
          ? [
              {
                id: LEVEL,
                label: 'Level',
                kind: 'choice',
                options: ['New', 'Strong'],
                required: true,
                onRoster: false,
              },
            ]
          : []),
      ],
      waiver: { version: 1, text: 'Water is deep.', savedAt: '2026-03-01T12:00:00Z' },
      signedChildIds: [familyIds.lily],
      earlierAnswers: [{ childId: familyIds.lily, questionId: SWIM, answer: 'yes' }],
    },
  },
})
const open = (routes: object) =>
  openBookings(
    bookingRoutes(
      { upcoming: [trial], past: [] },
      {
        'GET /api/bookings': { status: 200, body: pageOf([trial]) },
        [`POST /api/terms/${termId}/enrolments/quote`]: {
          status: 200,
          body: {
            lines: [{ kind: 'base', label: 'Late join', amountCents: 9600 }],
            totalCents: 9600,
            codeRefusal: null,
          },
        },
        ...routes,
      },
    ),
  )
const enrolButton = (card: HTMLElement) =>
  within(card).findByRole('button', { name: 'Enrol for the rest of the term · $96.00' })

describe('the rest of a term after a trial, with questions asked', { timeout: 20_000 }, () => {
  it("enrols in one click with the trial's answers and signature, asking nothing", async () => {
    const { api } = await open({ ...registration(false), [enrolPath]: enrolled })
    const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })
    await userEvent.click(await enrolButton(card))
    expect(await screen.findByText('Enrolled in Spring 2027')).toBeInTheDocument()
    expect(within(card).queryByText('Before Lily joins the term')).not.toBeInTheDocument()
    expect(sentBody(api, 'POST', `/api/terms/${termId}/enrolments`)).toEqual({
      childIds: [familyIds.lily],
      extras: [],
      registration: { answers: [{ childId: familyIds.lily, questionId: SWIM, answer: 'yes' }] },
    })
  })

  it('asks only when a question was added since, and clears the refusal once answered', async () => {
    const missing = registrationWords.unanswered('Level', 'Lily')
    let refused = false
    const { api } = await open({
      ...registration(true),
      [enrolPath]: () => {
        if (refused) return enrolled
        refused = true
        return { status: 422, body: problem(422, 'Unprocessable Content', missing) }
      },
    })
    const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })
    const lilys = await within(card).findByRole('group', { name: 'About Lily' })
    expect(within(card).getByText('Before Lily joins the term')).toBeVisible()
    expect(within(lilys).getByRole('combobox', { name: 'Can your child swim?' })).toHaveTextContent(
      'Yes',
    )
    await userEvent.click(await enrolButton(card))
    expect(await within(card).findByRole('alert')).toHaveTextContent(missing)

    await userEvent.click(within(lilys).getByRole('combobox', { name: 'Level' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Strong' }))
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.click(await enrolButton(card))
    expect(await screen.findByText('Enrolled in Spring 2027')).toBeInTheDocument()
    expect(sentBody(api, 'POST', `/api/terms/${termId}/enrolments`)).toMatchObject({
      registration: {
        answers: [
          { childId: familyIds.lily, questionId: SWIM, answer: 'yes' },
          { childId: familyIds.lily, questionId: LEVEL, answer: 'Strong' },
        ],
      },
    })
  })
})
