import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { problem } from '@/test/fake-api'
import { sentBody } from '@/test/sent-requests'
import { renderVendorPage } from '../testing/render-vendor-page'
import { categoryList, ids, vendorActivityDetail, vendorProfile } from '../testing/vendor-samples'

const activityPath = `/api/vendor/activities/${ids.activity}`

function openEditForm(activity = vendorActivityDetail(), savedApproved = true) {
  return renderVendorPage(`/vendor/activities/${ids.activity}/edit`, {
    'GET /api/categories': { status: 200, body: categoryList },
    'GET /api/vendor/profile': { status: 200, body: vendorProfile() },
    [`GET ${activityPath}`]: { status: 200, body: activity },
    [`PUT ${activityPath}`]: async (request) => ({
      status: 200,
      body: vendorActivityDetail({
        title: (await request.json()).title,
        isApproved: savedApproved,
      }),
    }),
  })
}

describe('EditActivityPage', () => {
  it('fills the form with the activity and offers Save Changes', async () => {
    await openEditForm(
      vendorActivityDetail({
        capacity: null,
        categories: [
          { slug: 'art', name: 'Art & Craft' },
          { slug: 'outdoor', name: 'Outdoor' },
        ],
      }),
    )

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Activity')
    expect(await screen.findByLabelText('Title')).toHaveValue('Watercolor Adventures')
    expect(screen.getByLabelText('Minimum Age')).toHaveValue(6)
    expect(screen.getByLabelText('Capacity')).toHaveValue(null)
    expect(screen.getByLabelText('Price ($)')).toHaveValue(165)
    expect(screen.getByRole('combobox', { name: 'Activity Type' })).toHaveTextContent('Course')
    expect(await screen.findByRole('button', { name: 'Category' })).toHaveTextContent(
      'Art & Craft, Outdoor',
    )
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Create Activity' })).not.toBeInTheDocument()
  })

  it('saves the changes and shows the activity again', async () => {
    const { api, router } = await openEditForm()
    const title = await screen.findByLabelText('Title')
    await userEvent.clear(title)
    await userEvent.type(title, 'Watercolor Wonders')

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/vendor/activities/${ids.activity}`),
    )
    expect(await screen.findByText('Changes saved')).toBeInTheDocument()
    expect(sentBody(api, 'PUT', activityPath)).toMatchObject({
      title: 'Watercolor Wonders',
      type: 'course',
      categories: ['art'],
      minAge: 6,
      price: '165.00',
      locationId: ids.location,
    })
  })

  it('tells the provider when the changes went back to review', async () => {
    await openEditForm(vendorActivityDetail({ isApproved: true }), false)
    const title = await screen.findByLabelText('Title')
    await userEvent.clear(title)
    await userEvent.type(title, 'Watercolor Wonders')

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Changes saved and sent for review')).toBeInTheDocument()
    expect(
      screen.getByText(/hidden from families until an admin approves the changes/),
    ).toBeInTheDocument()
  })

  it('says so when the activity does not exist', async () => {
    await renderVendorPage(`/vendor/activities/${ids.activity}/edit`, {
      [`GET ${activityPath}`]: {
        status: 404,
        body: problem(404, 'Not Found', 'Activity Not Found'),
      },
    })

    expect(await screen.findByRole('heading', { name: 'Activity Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Activity')
  })
})
