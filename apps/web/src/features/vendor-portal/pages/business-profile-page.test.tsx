import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type FakeRoute, pendingForever, problem } from '@/test/fake-api'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { renderVendorPage } from '../testing/render-vendor-page'
import { vendorProfile } from '../testing/vendor-samples'

function openProfile(routes: Record<string, FakeRoute> = {}) {
  return renderVendorPage('/vendor/profile', {
    'GET /api/vendor/profile': { status: 200, body: vendorProfile() },
    ...routes,
  })
}

const image = (name = 'logo.png', size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' })

async function businessName() {
  return screen.findByLabelText('Business Name')
}

describe('BusinessProfilePage', () => {
  it('shows the profile with its public and internal parts', async () => {
    await openProfile()

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Business Profile')
    expect(
      screen.getByText('Manage your business information that will be shown to customers'),
    ).toBeInTheDocument()
    expect(await businessName()).toHaveValue('Clay Corner')
    expect(screen.getByText('No banner image')).toBeInTheDocument()
    expect(screen.getByText('Recommended: 250x250px')).toBeInTheDocument()
    for (const field of ['Website', 'Email', 'Phone']) {
      expect(screen.getByLabelText(field)).toHaveAccessibleDescription(
        'Internal use only — not shown publicly',
      )
    }
    const locations = screen
      .getByRole('heading', { name: 'Locations' })
      .closest('[data-slot="card"]')
    expect(within(locations as HTMLElement).getByText('Primary')).toBeInTheDocument()
    expect(within(locations as HTMLElement).getByText('Park Pavilion')).toBeInTheDocument()
  })

  it('checks the fields with the shared messages before saving', async () => {
    const { api } = await openProfile()
    const name = await businessName()
    await userEvent.clear(name)
    await userEvent.type(name, 'C')
    await userEvent.clear(screen.getByLabelText('Website'))
    await userEvent.type(screen.getByLabelText('Website'), 'not a site')
    await userEvent.clear(screen.getByLabelText('Email'))
    await userEvent.type(screen.getByLabelText('Email'), 'nobody')

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(
      await screen.findByText('Business name must be at least 2 characters'),
    ).toBeInTheDocument()
    expect(screen.getByText('Must be a valid URL')).toBeInTheDocument()
    expect(screen.getByText('Must be a valid email')).toBeInTheDocument()
    expect(requestsTo(api, 'PUT', '/api/vendor/profile')).toHaveLength(0)
  })

  it('says Saving... and stays disabled until the server answers', async () => {
    const { api } = await openProfile({ 'PUT /api/vendor/profile': pendingForever })
    const name = await businessName()
    await userEvent.clear(name)
    await userEvent.type(name, 'Clay Corner Studio')

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    expect(sentBody(api, 'PUT', '/api/vendor/profile')).toEqual({
      businessName: 'Clay Corner Studio',
      description: 'Hand-building and wheel classes for kids.',
      website: 'https://claycorner.example.com',
      email: 'hello@claycorner.example.com',
      phone: '(512) 555-0100',
    })
  })

  it('uploads a logo, saying so, and shows it', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {}
    const { api } = await openProfile({
      'POST /api/vendor/profile/logo': () =>
        new Promise((resolve) => {
          answer = resolve
        }),
    })
    await businessName()

    await userEvent.upload(screen.getByLabelText('Logo image file'), image())

    expect(await screen.findByText('Uploading logo...')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled()
    answer({ status: 200, body: { url: '/uploads/vendors/logo-1.webp' } })
    expect(await screen.findByText('Logo uploaded')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Your logo' })).toHaveAttribute(
      'src',
      '/uploads/vendors/logo-1.webp',
    )
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled()
    const [upload] = requestsTo(api, 'POST', '/api/vendor/profile/logo')
    expect(upload?.body).toBeInstanceOf(FormData)
  })

  it("shows the server's reason when an upload is refused", async () => {
    await openProfile({
      'POST /api/vendor/profile/banner': {
        status: 415,
        body: problem(
          415,
          'Unsupported Media Type',
          'Only JPEG, PNG, WebP and GIF images can be uploaded.',
        ),
      },
    })
    await businessName()

    await userEvent.upload(screen.getByLabelText('Banner image file'), image('banner.png'))

    expect(await screen.findByText('Upload failed')).toBeInTheDocument()
    expect(
      screen.getByText('Error: Only JPEG, PNG, WebP and GIF images can be uploaded.'),
    ).toBeInTheDocument()
  })

  it('falls back to a general message when an upload fails without a reason', async () => {
    await openProfile({ 'POST /api/vendor/profile/banner': { status: 502 } })
    await businessName()

    await userEvent.upload(screen.getByLabelText('Banner image file'), image('banner.png'))

    expect(
      await screen.findByText('Failed to upload banner. Please try again.'),
    ).toBeInTheDocument()
  })

  it('refuses files that are not images or too large before sending them', async () => {
    const { api } = await openProfile()
    await businessName()
    const user = userEvent.setup({ applyAccept: false })

    await user.upload(
      screen.getByLabelText('Logo image file'),
      new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }),
    )
    expect(await screen.findByText('Upload failed')).toBeInTheDocument()
    expect(
      screen.getByText('Error: Please choose an image file (JPEG, PNG, WebP or GIF).'),
    ).toBeInTheDocument()

    await user.upload(
      screen.getByLabelText('Logo image file'),
      image('huge.png', 5 * 1024 * 1024 + 1),
    )
    expect(
      await screen.findByText('Error: The image is larger than 5 MB. Please choose a smaller one.'),
    ).toBeInTheDocument()
    expect(requestsTo(api, 'POST', '/api/vendor/profile/logo')).toHaveLength(0)
  })

  it('explains when the profile cannot be loaded', async () => {
    await renderVendorPage('/vendor/profile', {
      'GET /api/vendor/profile': { status: 404, body: problem(404, 'Not Found') },
    })

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Error')
    expect(alert).toHaveTextContent('Failed to load profile data. Please try again later.')
  })

  it('adds a location with its time zone', async () => {
    const { api } = await openProfile({
      'POST /api/vendor/locations': { status: 201, body: vendorProfile().locations[1] },
    })
    await businessName()

    await userEvent.click(screen.getByRole('button', { name: 'Add location' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add location' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Save location' }))
    expect(await dialog.findByText('Location name is required')).toBeInTheDocument()
    expect(dialog.getByText('ZIP code must look like 78701 or 78701-1234')).toBeInTheDocument()

    await userEvent.type(dialog.getByLabelText('Location name'), 'Park Pavilion')
    await userEvent.type(dialog.getByLabelText('Address'), '9 Park Rd')
    await userEvent.type(dialog.getByLabelText('City'), 'Austin')
    await userEvent.type(dialog.getByLabelText('State'), 'TX')
    await userEvent.type(dialog.getByLabelText('ZIP'), '78702')
    await userEvent.click(dialog.getByRole('button', { name: 'Save location' }))

    expect(await screen.findByText('Location added')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sentBody(api, 'POST', '/api/vendor/locations')).toMatchObject({
      name: 'Park Pavilion',
      zipcode: '78702',
      isPrimary: false,
      timeZone: expect.any(String),
    })
  })
})
