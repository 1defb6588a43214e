import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pageOf } from '@/test/page-of'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { renderVendorPage } from '../../testing/render-vendor-page'
import {
  categoryList,
  ids,
  vendorActivityDetail,
  vendorProfile,
} from '../../testing/vendor-samples'

const activityPath = `/api/vendor/activities/${ids.activity}`
const label = 'What to bring (optional)'

function openCreateForm() {
  return renderVendorPage('/vendor/activities/new', {
    'GET /api/categories': { status: 200, body: categoryList },
    'GET /api/vendor/profile': { status: 200, body: vendorProfile() },
    'POST /api/vendor/activities': {
      status: 201,
      body: vendorActivityDetail({ title: 'Clay Creatures' }),
    },
    'GET /api/vendor/activities': { status: 200, body: pageOf([]) },
  })
}

async function fillRequiredFields() {
  await userEvent.type(screen.getByLabelText('Title'), 'Clay Creatures')
  await userEvent.type(screen.getByLabelText('Full Description'), 'Pinch pots and tiny dragons.')
}

describe('What to bring on the activity form', () => {
  it('explains where families see it and sends the lines as typed', async () => {
    const { api } = await openCreateForm()
    const field = screen.getByLabelText(label)
    expect(field.tagName).toBe('TEXTAREA')
    expect(field).toHaveAccessibleDescription(
      "Shown on the activity's page and in the reminder families get the day before",
    )
    await fillRequiredFields()
    await userEvent.type(field, 'Water bottle{Enter}Indoor shoes')

    await userEvent.click(screen.getByRole('button', { name: 'Create Activity' }))

    await screen.findByText('Clay Creatures has been created successfully!')
    expect(sentBody(api, 'POST', '/api/vendor/activities')).toMatchObject({
      whatToBring: 'Water bottle\nIndoor shoes',
    })
  })

  it('refuses more than 500 characters with the shared message and sends nothing', async () => {
    const { api } = await openCreateForm()
    await fillRequiredFields()
    await userEvent.click(screen.getByLabelText(label))
    await userEvent.paste('x'.repeat(501))

    await userEvent.click(screen.getByRole('button', { name: 'Create Activity' }))

    expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(
      'What to bring must be at most 500 characters',
    )
    expect(requestsTo(api, 'POST', '/api/vendor/activities')).toHaveLength(0)
  })

  it("shows the activity's list when editing", async () => {
    await renderVendorPage(`/vendor/activities/${ids.activity}/edit`, {
      'GET /api/categories': { status: 200, body: categoryList },
      'GET /api/vendor/profile': { status: 200, body: vendorProfile() },
      [`GET ${activityPath}`]: {
        status: 200,
        body: vendorActivityDetail({ whatToBring: 'Apron\nWater bottle' }),
      },
    })

    expect(await screen.findByLabelText(label)).toHaveValue('Apron\nWater bottle')
  })
})
