import { STAFF_ASSIGNMENT_NEEDED } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import '@/test/radix-in-jsdom'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { renderVendorPage } from '../testing/render-vendor-page'

const SWIM = '5d1c2a9e-0000-4000-8000-000000000011'
const POTTERY = '5d1c2a9e-0000-4000-8000-000000000012'
const STAFF = {
  members: [
    {
      id: '5d1c2a9e-0000-4000-8000-000000000021',
      name: 'Ines Okoro',
      email: 'ines@example.com',
      role: 'instructor',
      assignments: { activities: [{ id: SWIM, title: 'Swim club' }], locations: [] },
      joinedAt: '2026-01-05T10:00:00.000Z',
    },
  ],
  invitations: [],
  choices: {
    activities: [
      { id: SWIM, title: 'Swim club' },
      { id: POTTERY, title: 'Pottery' },
    ],
    locations: [],
  },
}

function openStaff(routes = {}) {
  return renderVendorPage('/vendor/staff', {
    'GET /api/vendor/staff': { status: 200, body: STAFF },
    ...routes,
  })
}

describe('StaffPage', () => {
  it('lists each member with what they may see', async () => {
    await openStaff()
    const list = await screen.findByRole('list', { name: 'Your staff' })
    const [member] = within(list).getAllByRole('listitem')
    expect(member).toHaveTextContent('Ines Okoro Instructor')
    expect(member).toHaveTextContent('ines@example.com')
    expect(member).toHaveTextContent('Swim club')
    expect(
      within(member as HTMLElement).getByRole('button', { name: 'Remove Ines Okoro' }),
    ).toBeVisible()
  })

  it('asks for an assignment before inviting an instructor, then sends the invitation', async () => {
    const { api } = await openStaff({
      'POST /api/vendor/staff/invitations': { status: 201, body: { id: SWIM } },
    })
    await userEvent.type(await screen.findByLabelText('Email'), 'Noor@Example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText(STAFF_ASSIGNMENT_NEEDED)).toBeInTheDocument()
    expect(requestsTo(api, 'POST', '/api/vendor/staff/invitations')).toHaveLength(0)

    const invite = screen.getByRole('form', { name: 'Invite staff' })
    await userEvent.click(within(invite).getByRole('checkbox', { name: 'Pottery' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument()
    expect(sentBody(api, 'POST', '/api/vendor/staff/invitations')).toEqual({
      email: 'noor@example.com',
      role: 'instructor',
      activityIds: [POTTERY],
      locationIds: [],
    })
  })

  it('changes an instructor into a manager, and removes a member after asking', async () => {
    const member = STAFF.members[0]?.id ?? ''
    const { api } = await openStaff({
      [`PUT /api/vendor/staff/${member}`]: { status: 204 },
      [`DELETE /api/vendor/staff/${member}`]: { status: 204 },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Change Ines Okoro' }))
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Role' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Manager' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(requestsTo(api, 'PUT', `/api/vendor/staff/${member}`)).toHaveLength(1),
    )
    expect(sentBody(api, 'PUT', `/api/vendor/staff/${member}`)).toEqual({
      role: 'manager',
      activityIds: [],
      locationIds: [],
    })

    await userEvent.click(screen.getByRole('button', { name: 'Remove Ines Okoro' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(confirm).toHaveTextContent('They are signed out at once')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }))
    await waitFor(() =>
      expect(requestsTo(api, 'DELETE', `/api/vendor/staff/${member}`)).toHaveLength(1),
    )
  })
})
