import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type FakeRoute, problem } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { renderVendorPage } from '../testing/render-vendor-page'
import { ids, vendorActivityDetail, vendorReviewPage } from '../testing/vendor-samples'

const activityPath = `/api/vendor/activities/${ids.activity}`

function openDetail(activity = vendorActivityDetail(), routes: Record<string, FakeRoute> = {}) {
  return renderVendorPage(`/vendor/activities/${ids.activity}`, {
    [`GET ${activityPath}`]: { status: 200, body: activity },
    'GET /api/vendor/activities': { status: 200, body: pageOf([]) },
    'GET /api/vendor/reviews': { status: 200, body: vendorReviewPage() },
    ...routes,
  })
}

function detailsCard() {
  const card = screen
    .getByRole('heading', { name: 'Activity Details' })
    .closest('[data-slot="card"]')
  return within(card as HTMLElement)
}

describe('VendorActivityDetailPage', () => {
  it('shows the activity with its details, categories and sessions', async () => {
    await openDetail()

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Watercolor Adventures')
    // The picture under the title is decorative: the title is not read twice.
    expect(screen.queryByRole('img', { name: 'Watercolor Adventures' })).toBeNull()
    expect(screen.getByText('Course')).toBeInTheDocument()
    expect(screen.getByText(/Six weeks of washes/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/vendor/activities/${ids.activity}/edit`,
    )
    const details = detailsCard()
    expect(details.getByText('6 - 10 years')).toBeInTheDocument()
    expect(details.getByText('12')).toBeInTheDocument()
    expect(details.getByText('$165.00')).toBeInTheDocument()
    expect(details.getByText('Active')).toBeInTheDocument()
    expect(screen.getByText('Categories this activity belongs to')).toBeInTheDocument()
    expect(screen.getByText('Art & Craft')).toBeInTheDocument()
    expect(screen.getByText('Sat, Mar 14, 2026')).toBeInTheDocument()
    expect(screen.getByText('3 / 12 booked')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Manage in Schedules' })).toHaveAttribute(
      'href',
      `/vendor/schedules?activityId=${ids.activity}`,
    )
  })

  it('falls back for missing ages, capacity, price, picture and categories', async () => {
    await openDetail(
      vendorActivityDetail({
        minAge: null,
        maxAge: null,
        capacity: null,
        priceCents: 0,
        thumbnailUrl: null,
        categories: [],
        isActive: false,
      }),
    )

    const details = detailsCard()
    expect(details.getByText('0 - No limit')).toBeInTheDocument()
    expect(details.getByText('Unlimited')).toBeInTheDocument()
    expect(details.getByText('Free')).toBeInTheDocument()
    expect(details.getByText('Inactive')).toBeInTheDocument()
    expect(screen.getByText('No categories assigned')).toBeInTheDocument()
    expect(
      screen.getByRole('img', { name: 'No picture for Watercolor Adventures yet' }),
    ).toBeInTheDocument()
  })

  it('says the activity was not found and leads back to the list', async () => {
    await renderVendorPage(`/vendor/activities/${ids.activity}`, {
      [`GET ${activityPath}`]: {
        status: 404,
        body: problem(404, 'Not Found', 'Activity Not Found'),
      },
    })

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Activity Not Found')
    expect(
      screen.getByText("The activity you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Activities' })).toHaveAttribute(
      'href',
      '/vendor/activities',
    )
  })

  it('turns the activity off with the switch', async () => {
    const { api } = await openDetail(vendorActivityDetail(), {
      [`PATCH ${activityPath}/status`]: {
        status: 200,
        body: vendorActivityDetail({ isActive: false }),
      },
    })

    await userEvent.click(screen.getByRole('switch', { name: 'Active: open for bookings' }))

    expect(await screen.findByText('Activity is now inactive')).toBeInTheDocument()
    expect(sentBody(api, 'PATCH', `${activityPath}/status`)).toEqual({ isActive: false })
    expect(await detailsCard().findByText('Inactive')).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Active: open for bookings' })).not.toBeChecked()
  })

  it('deletes only after confirmation, then returns to the list', async () => {
    const { api, router } = await openDetail(vendorActivityDetail(), {
      [`DELETE ${activityPath}`]: { status: 204 },
    })

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this activity? This action cannot be undone.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(requestsTo(api, 'DELETE', activityPath)).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )

    expect(await screen.findByText('Activity has been deleted successfully')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/activities'))
    expect(requestsTo(api, 'DELETE', activityPath)).toHaveLength(1)
  })

  it("explains why an activity with upcoming bookings can't be deleted", async () => {
    const refusal = 'This activity has upcoming bookings. Cancel its sessions first.'
    const { router } = await openDetail(vendorActivityDetail(), {
      [`DELETE ${activityPath}`]: { status: 409, body: problem(409, 'Conflict', refusal) },
    })

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )

    expect(await screen.findByText(refusal)).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/vendor/activities/${ids.activity}`)
  })

  it('falls back to a general message when a delete fails without a reason', async () => {
    await openDetail(vendorActivityDetail(), {
      [`DELETE ${activityPath}`]: { status: 500, body: problem(500, 'Internal Server Error') },
    })

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    )

    expect(
      await screen.findByText('Failed to delete activity. Please try again.'),
    ).toBeInTheDocument()
  })
})
