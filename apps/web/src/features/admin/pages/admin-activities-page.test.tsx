import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { type FakeRoute, problem } from '@/test/fake-api'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { activityPage, adminActivity } from '../testing/admin-samples'
import { loadAdminArea, renderAdminPage } from '../testing/render-admin-page'

beforeAll(loadAdminArea, 30_000)

const FULL =
  '4 activities are already featured, the most the home page shows. Unfeature one before featuring another.'

const featured = [1, 2, 3, 4].map((n) =>
  adminActivity({ title: `Featured ${n}`, isFeatured: true }),
)
const candidate = adminActivity({ title: 'Clay Creatures' })
const waiting = adminActivity({
  title: 'Snowshoe Adventure Day',
  status: 'pending',
  isApproved: false,
})

/** The admin list, answering each status filter as the server would. */
function activitiesRoute(featuredNow = () => featured): FakeRoute {
  return (request) => {
    const status = new URL(request.url).searchParams.get('status')
    const count = featuredNow().length
    if (status === 'pending') return { status: 200, body: activityPage([waiting], count) }
    if (status === 'featured') return { status: 200, body: activityPage(featuredNow(), count) }
    return { status: 200, body: activityPage([candidate, ...featuredNow()], count) }
  }
}

describe('AdminActivitiesPage', { timeout: 20_000 }, () => {
  it('lists the moderation queue and approves from it', async () => {
    const { api } = await renderAdminPage('/admin/activities', {
      'GET /api/admin/activities': activitiesRoute(),
      [`POST /api/admin/activities/${waiting.id}/approve`]: {
        status: 200,
        body: { ...waiting, status: 'approved', isApproved: true },
      },
    })

    const queue = await screen.findByRole('list', { name: 'Activities awaiting approval' })
    expect(queue).toHaveTextContent('Snowshoe Adventure Day')
    expect(screen.getByText('Featured on the home page: 4 of 4')).toBeInTheDocument()
    await userEvent.click(
      within(queue).getByRole('button', { name: 'Approve Snowshoe Adventure Day' }),
    )

    expect(await screen.findByText('"Snowshoe Adventure Day" is approved')).toBeInTheDocument()
    expect(requestsTo(api, 'POST', `/api/admin/activities/${waiting.id}/approve`)).toHaveLength(1)
  })

  it("shows the server's refusal of a fifth featured activity and makes room for it", async () => {
    let onHomePage = featured
    const dropped = featured[1] as (typeof featured)[number]
    let refused = false
    const { api } = await renderAdminPage('/admin/activities', {
      'GET /api/admin/activities': activitiesRoute(() => onHomePage),
      [`POST /api/admin/activities/${candidate.id}/feature`]: () => {
        if (onHomePage.length >= 4) {
          refused = true
          return { status: 409, body: problem(409, 'Conflict', FULL) }
        }
        return { status: 200, body: { ...candidate, isFeatured: true } }
      },
      [`POST /api/admin/activities/${dropped.id}/unfeature`]: () => {
        onHomePage = featured.filter((item) => item !== dropped)
        return { status: 200, body: { ...dropped, isFeatured: false } }
      },
    })

    await userEvent.click(await screen.findByRole('button', { name: 'Feature Clay Creatures' }))

    const dialog = await screen.findByRole('dialog', { name: 'The home page is full' })
    expect(refused).toBe(true)
    expect(dialog).toHaveTextContent(FULL)
    const featureIt = within(dialog).getByRole('button', { name: 'Feature "Clay Creatures"' })
    expect(featureIt).toBeDisabled()
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Unfeature Featured 2' }),
    )

    expect(await within(dialog).findByText(/3 of 4 places taken/)).toBeInTheDocument()
    await waitFor(() => expect(featureIt).toBeEnabled())
    await userEvent.click(featureIt)

    expect(
      await screen.findByText('"Clay Creatures" is featured on the home page'),
    ).toBeInTheDocument()
    expect(requestsTo(api, 'POST', `/api/admin/activities/${candidate.id}/feature`)).toHaveLength(2)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows any other refusal to feature in the server’s words', async () => {
    await renderAdminPage('/admin/activities', {
      'GET /api/admin/activities': {
        status: 200,
        body: activityPage([candidate], 1),
      },
      [`POST /api/admin/activities/${candidate.id}/feature`]: {
        status: 409,
        body: problem(409, 'Conflict', 'Approve the provider first: Little Explorers is pending.'),
      },
    })

    await userEvent.click(await screen.findByRole('button', { name: 'Feature Clay Creatures' }))

    expect(
      await screen.findByText('Approve the provider first: Little Explorers is pending.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('rejects an activity with a reason', async () => {
    const { api } = await renderAdminPage('/admin/activities', {
      'GET /api/admin/activities': activitiesRoute(),
      [`POST /api/admin/activities/${waiting.id}/reject`]: {
        status: 200,
        body: { ...waiting, status: 'rejected', rejectionReason: 'No trail permit yet' },
      },
    })

    const queue = await screen.findByRole('list', { name: 'Activities awaiting approval' })
    await userEvent.click(
      within(queue).getByRole('button', { name: 'Reject Snowshoe Adventure Day' }),
    )
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'No trail permit yet')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))

    await waitFor(() =>
      expect(sentBody(api, 'POST', `/api/admin/activities/${waiting.id}/reject`)).toEqual({
        reason: 'No trail permit yet',
      }),
    )
    expect(await screen.findByText('"Snowshoe Adventure Day" is rejected')).toBeInTheDocument()
  })
})
