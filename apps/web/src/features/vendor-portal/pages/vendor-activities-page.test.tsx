import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pendingForever, problem } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { renderVendorPage } from '../testing/render-vendor-page'
import { ids, vendorActivity } from '../testing/vendor-samples'

function withActivities(items: unknown[]) {
  return { 'GET /api/vendor/activities': { status: 200, body: pageOf(items) } }
}

describe('VendorActivitiesPage', () => {
  it('shows each activity with its status, numbers and a Manage link', async () => {
    await renderVendorPage(
      '/vendor/activities',
      withActivities([
        vendorActivity(),
        vendorActivity({
          id: ids.otherActivity,
          title: 'Clay Creatures',
          type: 'class',
          isActive: false,
          isApproved: false,
          thumbnailUrl: null,
          enrollments: 1,
          upcomingSessionCount: 1,
        }),
      ]),
    )

    const [first, second] = await screen.findAllByRole('article')
    const watercolor = within(first as HTMLElement)
    expect(watercolor.getByRole('heading', { name: 'Watercolor Adventures' })).toBeInTheDocument()
    // The picture beside the title is decorative: the title is not read twice.
    expect(watercolor.queryByRole('img', { name: 'Watercolor Adventures' })).toBeNull()
    expect(watercolor.getByText('Course')).toBeInTheDocument()
    expect(watercolor.getByText('Active')).toBeInTheDocument()
    expect(watercolor.getByText('Approved')).toBeInTheDocument()
    expect(watercolor.getByText('3 enrollments')).toBeInTheDocument()
    expect(watercolor.getByText('8 upcoming sessions')).toBeInTheDocument()
    expect(watercolor.getByRole('link', { name: /Manage/ })).toHaveAttribute(
      'href',
      `/vendor/activities/${ids.activity}`,
    )

    const clay = within(second as HTMLElement)
    expect(clay.getByText('Inactive')).toBeInTheDocument()
    expect(clay.getByText('Pending review')).toBeInTheDocument()
    expect(clay.getByText('1 enrollment')).toBeInTheDocument()
    expect(clay.getByText('1 upcoming session')).toBeInTheDocument()
    expect(clay.getByRole('img', { name: 'No picture for Clay Creatures yet' })).toBeInTheDocument()
  })

  it('links Add Activity to the create form', async () => {
    await renderVendorPage('/vendor/activities', withActivities([vendorActivity()]))

    expect(screen.getByRole('link', { name: 'Add Activity' })).toHaveAttribute(
      'href',
      '/vendor/activities/new',
    )
  })

  it('invites a new provider to create their first activity', async () => {
    await renderVendorPage('/vendor/activities', withActivities([]))

    expect(await screen.findByText('No activities yet')).toBeInTheDocument()
    expect(
      screen.getByText('Create your first activity to start accepting bookings'),
    ).toBeInTheDocument()
  })

  it('says the list could not be loaded', async () => {
    await renderVendorPage('/vendor/activities', {
      'GET /api/vendor/activities': { status: 500, body: problem(500, 'Internal Server Error') },
    })

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert).toHaveTextContent('Error loading your activities')
    expect(alert).toHaveTextContent('Please refresh the page or try again later')
  })

  it('shows six placeholder cards while loading', async () => {
    await renderVendorPage('/vendor/activities', { 'GET /api/vendor/activities': pendingForever })

    expect(screen.getByText('Loading your activities...')).toBeInTheDocument()
    expect(screen.getAllByTestId('activity-card-skeleton')).toHaveLength(6)
  })
})
