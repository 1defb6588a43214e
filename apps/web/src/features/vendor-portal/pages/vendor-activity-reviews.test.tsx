import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type FakeRoute, pendingForever, problem } from '@/test/fake-api'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { renderVendorPage } from '../testing/render-vendor-page'
import {
  ids,
  vendorActivityDetail,
  vendorReview,
  vendorReviewPage,
} from '../testing/vendor-samples'

const replyPath = `/api/vendor/reviews/${ids.review}/reply`
const answered = vendorReview({
  reply: { text: 'Thank you, Ana! See you next week.', repliedAt: '2026-03-16T09:00:00.000Z' },
})

async function openReviews(reviews = [vendorReview()], routes: Record<string, FakeRoute> = {}) {
  const view = await renderVendorPage(`/vendor/activities/${ids.activity}`, {
    [`GET /api/vendor/activities/${ids.activity}`]: {
      status: 200,
      body: vendorActivityDetail(),
    },
    'GET /api/vendor/reviews': { status: 200, body: vendorReviewPage(reviews) },
    ...routes,
  })
  const heading = await screen.findByRole('heading', { name: 'Reviews' })
  const card = within(heading.closest('[data-slot="card"]') as HTMLElement)
  return { ...view, card }
}

// Each test drives the whole app through user events: seconds on a busy machine.
describe('Reviews on the activity detail page', { timeout: 20_000 }, () => {
  it("lists this activity's reviews with stars, first name, date and the hidden note", async () => {
    const { api, card } = await openReviews([
      vendorReview(),
      vendorReview({
        id: ids.otherReview,
        rating: 2,
        comment: 'Too crowded',
        authorFirstName: 'A parent',
        createdAt: '2026-03-08T17:00:00.000Z',
        isHidden: true,
      }),
    ])

    expect(await card.findByText('“Maya came home covered in paint and smiling.”')).toBeVisible()
    expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument()
    expect(card.getByText('Ana')).toBeInTheDocument()
    expect(card.getByText('Mar 15, 2026')).toBeInTheDocument()
    expect(card.getAllByText('Hidden by an admin')).toHaveLength(1)
    expect(card.getByRole('button', { name: 'Reply to A parent' })).toBeInTheDocument()
    expect(
      requestsTo(api, 'GET', `/api/vendor/reviews?activityId=${ids.activity}&page=1`),
    ).not.toHaveLength(0)
  })

  it('says so when there are no reviews yet', async () => {
    const { card } = await openReviews([])
    expect(await card.findByText('No reviews yet')).toBeInTheDocument()
  })

  it('checks the reply before sending it, then shows it in place of the button', async () => {
    const { api, card } = await openReviews([vendorReview()], {
      [`POST ${replyPath}`]: { status: 201, body: answered },
    })

    await userEvent.click(await card.findByRole('button', { name: 'Reply to Ana' }))
    const form = card.getByRole('form', { name: 'Reply to Ana' })
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }))
    expect(await within(form).findByText('Please write a reply.')).toBeInTheDocument()
    expect(requestsTo(api, 'POST', replyPath)).toHaveLength(0)

    await userEvent.type(
      within(form).getByLabelText('Your reply'),
      'Thank you, Ana! See you next week.',
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Send reply' }))

    expect(await card.findByText('Thank you, Ana! See you next week.')).toBeInTheDocument()
    expect(sentBody(api, 'POST', replyPath)).toEqual({
      reply: 'Thank you, Ana! See you next week.',
    })
    expect(card.queryByRole('form', { name: 'Reply to Ana' })).toBeNull()
    expect(card.queryByRole('button', { name: 'Reply to Ana' })).toBeNull()
  })

  it('shows that the reply is on its way and cannot be sent twice meanwhile', async () => {
    const { card } = await openReviews([vendorReview()], { [`POST ${replyPath}`]: pendingForever })

    await userEvent.click(await card.findByRole('button', { name: 'Reply to Ana' }))
    await userEvent.type(card.getByLabelText('Your reply'), 'Thanks!')
    await userEvent.click(card.getByRole('button', { name: 'Send reply' }))

    expect(await card.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(card.getByLabelText('Your reply')).toBeDisabled()
  })

  it('shows why the server refuses a second reply', async () => {
    const refusal = 'You have already replied to this review.'
    const { card } = await openReviews([vendorReview()], {
      [`POST ${replyPath}`]: { status: 409, body: problem(409, 'Conflict', refusal) },
    })

    await userEvent.click(await card.findByRole('button', { name: 'Reply to Ana' }))
    await userEvent.type(card.getByLabelText('Your reply'), 'Thanks again!')
    await userEvent.click(card.getByRole('button', { name: 'Send reply' }))

    expect(await card.findByRole('alert')).toHaveTextContent(refusal)
    expect(card.getByRole('button', { name: 'Send reply' })).toBeEnabled()
  })

  it('puts the server’s field message under the reply box', async () => {
    const tooLong = 'Keep your reply under 1000 characters.'
    const { card } = await openReviews([vendorReview()], {
      [`POST ${replyPath}`]: {
        status: 400,
        body: problem(400, 'Bad Request', 'Please check the form.', { reply: [tooLong] }),
      },
    })

    await userEvent.click(await card.findByRole('button', { name: 'Reply to Ana' }))
    await userEvent.type(card.getByLabelText('Your reply'), 'Thanks!')
    await userEvent.click(card.getByRole('button', { name: 'Send reply' }))

    expect(await card.findByText(tooLong)).toBeInTheDocument()
    expect(card.queryByRole('alert')).toBeNull()
  })
})
