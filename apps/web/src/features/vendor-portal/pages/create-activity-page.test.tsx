import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type FakeRoute, pendingForever, problem } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { chooseOption } from '@/test/radix-in-jsdom'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { renderVendorPage } from '../testing/render-vendor-page'
import { categoryList, ids, vendorActivityDetail, vendorProfile } from '../testing/vendor-samples'

function openCreateForm(
  saveRoute: FakeRoute,
  categories: FakeRoute = { status: 200, body: categoryList },
) {
  return renderVendorPage('/vendor/activities/new', {
    'GET /api/categories': categories,
    'GET /api/vendor/profile': { status: 200, body: vendorProfile() },
    'POST /api/vendor/activities': saveRoute,
    'GET /api/vendor/activities': { status: 200, body: pageOf([]) },
  })
}

async function fillRequiredFields() {
  await userEvent.type(screen.getByLabelText('Title'), 'Clay Creatures')
  await userEvent.type(
    screen.getByLabelText('Full Description'),
    'Pinch pots, coil pots and tiny dragons.',
  )
}

const createButton = () => screen.getByRole('button', { name: 'Create Activity' })

describe('CreateActivityPage', () => {
  it('introduces the form and says when categories are still loading', async () => {
    await openCreateForm({ status: 201 }, pendingForever)

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create New Activity')
    expect(
      screen.getByText('Add a new class, course, or event for customers to book'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Category' })).toHaveTextContent(
      'Loading categories...',
    )
    expect(screen.getByLabelText('Short Description')).toHaveAttribute(
      'placeholder',
      'Brief description (for listings)',
    )
    expect(screen.getByLabelText('Price ($)')).toHaveValue(0)
    expect(screen.getByLabelText('Price ($)')).toHaveAttribute('step', '0.01')
    expect(screen.getByRole('combobox', { name: 'Activity Type' })).toHaveTextContent('Class')
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/vendor/activities',
    )
  })

  it('shows the shared validation messages and sends nothing', async () => {
    const { api } = await openCreateForm({ status: 201 })
    await userEvent.type(screen.getByLabelText('Minimum Age'), '10')
    await userEvent.type(screen.getByLabelText('Maximum Age'), '5')

    await userEvent.click(createButton())

    expect(await screen.findByText('Title must be at least 3 characters')).toBeInTheDocument()
    expect(screen.getByText('Description must be at least 10 characters')).toBeInTheDocument()
    expect(screen.getByLabelText('Minimum Age')).toHaveAccessibleDescription(
      'Minimum age must not be above maximum age',
    )
    expect(requestsTo(api, 'POST', '/api/vendor/activities')).toHaveLength(0)
  })

  it('creates the activity, confirms it and returns to My Activities', async () => {
    const { api, router } = await openCreateForm({
      status: 201,
      body: vendorActivityDetail({ title: 'Clay Creatures' }),
    })
    await fillRequiredFields()
    await chooseOption('Activity Type', 'Event')
    await userEvent.click(await screen.findByRole('button', { name: 'Category' }))
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Outdoor' }))
    await userEvent.keyboard('{Escape}')
    await userEvent.type(screen.getByLabelText('Minimum Age'), '4')
    await userEvent.clear(screen.getByLabelText('Price ($)'))
    await userEvent.type(screen.getByLabelText('Price ($)'), '12.50')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Location' })).toHaveTextContent('Main Studio'),
    )

    await userEvent.click(createButton())

    expect(
      await screen.findByText('Clay Creatures has been created successfully!'),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/activities'))
    expect(sentBody(api, 'POST', '/api/vendor/activities')).toEqual({
      title: 'Clay Creatures',
      type: 'event',
      categories: ['outdoor'],
      minAge: '4',
      maxAge: '',
      capacity: '',
      durationMinutes: '',
      price: '12.50',
      locationId: ids.location,
      shortDescription: '',
      description: 'Pinch pots, coil pots and tiny dragons.',
      whatToBring: '',
      thumbnailUrl: '',
    })
  })

  it('says it is saving and cannot be sent twice', async () => {
    await openCreateForm(pendingForever)
    await fillRequiredFields()

    await userEvent.click(createButton())

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    expect(screen.getByLabelText('Title')).toBeDisabled()
  })

  it('shows a failure both as a toast and under the form', async () => {
    const { router } = await openCreateForm({
      status: 500,
      body: problem(500, 'Internal Server Error'),
    })
    await fillRequiredFields()

    await userEvent.click(createButton())

    const inline = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(inline).toHaveTextContent('Failed to save activity. Please try again.')
    const toast = await screen.findByText('Error')
    expect(toast.closest('li')).toHaveTextContent('Failed to save activity. Please try again.')
    expect(router.state.location.pathname).toBe('/vendor/activities/new')
    expect(createButton()).toBeEnabled()
  })

  it("puts the server's reason under the form and its field messages under the fields", async () => {
    await openCreateForm({
      status: 422,
      body: problem(422, 'Unprocessable Content', 'Choose one of your own locations.', {
        locationId: ['Choose one of your own locations.'],
        title: ['That title is already taken by another of your activities'],
      }),
    })
    await fillRequiredFields()

    await userEvent.click(createButton())

    expect(
      await screen.findByText('That title is already taken by another of your activities'),
    ).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveAccessibleDescription(
      'Choose one of your own locations.',
    )
    const form = screen.getByRole('form', { name: 'Activity' })
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Failed to save activity. Please try again.',
    )
  })

  it('shows the server detail when no field is to blame', async () => {
    await openCreateForm({
      status: 409,
      body: problem(409, 'Conflict', 'Your account is suspended. Please contact us.'),
    })
    await fillRequiredFields()

    await userEvent.click(createButton())

    const form = screen.getByRole('form', { name: 'Activity' })
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your account is suspended. Please contact us.',
    )
  })
})
