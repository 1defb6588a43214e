import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { problem } from '@/test/fake-api'
import { sentBody } from '@/test/sent-requests'
import { loadAdminArea, renderAdminPage } from '../testing/render-admin-page'

const childId = '9a2b7c40-3333-4d5e-8f90-0000000000b1'
const bookingId = '9a2b7c40-3333-4d5e-8f90-0000000000d1'
const found = {
  status: 200,
  body: {
    items: [
      {
        id: childId,
        firstName: 'Lily',
        lastName: 'Carter',
        birthDate: '2019-04-02',
        parentEmail: 'emily@example.com',
      },
    ],
  },
}
const record = {
  childId,
  firstName: 'Lily',
  lastName: 'Carter',
  birthDate: '2019-04-02',
  record: {
    allergies: [{ name: 'Peanuts', severity: 'life_threatening', whatToDo: 'EpiPen, call 911' }],
    conditions: 'Asthma',
    medications: null,
    dietaryNeeds: null,
    doctorName: null,
    doctorPhone: null,
    emergencyContacts: [],
    collectors: [],
    providerNotes: null,
    photoConsent: false,
  },
}
const REASON = 'The parent called about an allergy reaction at camp'

beforeAll(loadAdminArea)

describe("Admin children's records", { timeout: 20_000 }, () => {
  it('finds a child by booking id, asks a reason with the shared rule, and shows the record', async () => {
    const recordPath = `/api/admin/children/${childId}/record`
    const { api, main } = await renderAdminPage(`/admin/children?q=${bookingId}`, {
      'GET /api/admin/children': found,
      [`POST ${recordPath}`]: { status: 200, body: record },
    })
    const list = await within(main).findByRole('list', { name: 'Children found' })
    expect(within(list).getByText('emily@example.com', { exact: false })).toBeInTheDocument()
    await userEvent.click(within(list).getByRole('button', { name: "Open Lily Carter's record" }))

    const reason = within(main).getByLabelText('Why do you need to read this record?')
    await userEvent.type(reason, 'Because')
    await userEvent.click(within(main).getByRole('button', { name: 'Open record' }))
    expect(within(main).getByText('Say why you need to read this record')).toBeInTheDocument()
    expect(api.mock.calls.some(([url]) => String(url).endsWith('/record'))).toBe(false)

    await userEvent.clear(reason)
    await userEvent.type(reason, REASON)
    await userEvent.click(within(main).getByRole('button', { name: 'Open record' }))
    expect(
      await within(main).findByRole('heading', { name: 'Lily Carter: medical record' }),
    ).toBeInTheDocument()
    expect(within(main).getByText(/Peanuts/)).toBeInTheDocument()
    expect(within(main).getByText(/The parent sees this opening and your reason/)).toBeVisible()
    expect(sentBody(api, 'POST', recordPath)).toEqual({ reason: REASON })
  })

  it('says when nobody is found, and shows the server refusing an opening', async () => {
    const { main } = await renderAdminPage('/admin/children', {
      'GET /api/admin/children': (request) =>
        new URL(request.url).searchParams.get('q') === 'emily@example.com'
          ? found
          : { status: 200, body: { items: [] } },
      [`POST /api/admin/children/${childId}/record`]: {
        status: 404,
        body: problem(404, 'Not Found', 'Child not found'),
      },
    })
    const box = within(main).getByRole('searchbox', { name: 'Find a child' })
    await userEvent.type(box, 'nobody@example.com{Enter}')
    expect(await within(main).findByText('No children found')).toBeInTheDocument()

    await userEvent.clear(box)
    await userEvent.type(box, 'emily@example.com{Enter}')
    const list = await within(main).findByRole('list', { name: 'Children found' })
    await userEvent.click(within(list).getByRole('button', { name: "Open Lily Carter's record" }))
    await userEvent.type(
      within(main).getByLabelText('Why do you need to read this record?'),
      REASON,
    )
    await userEvent.click(within(main).getByRole('button', { name: 'Open record' }))
    expect(await within(main).findByText('Child not found')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: /medical record/ })).toBeNull()
  })
})
