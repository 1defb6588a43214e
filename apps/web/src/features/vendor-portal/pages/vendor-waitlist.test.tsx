import type { VendorWaitlistEntry } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeRoute, problem } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { sentBody } from '@/test/sent-requests'
import { renderVendorPage } from '../testing/render-vendor-page'
import { ids, vendorActivity, vendorActivityDetail, vendorSession } from '../testing/vendor-samples'

// Schedules offers its buttons only for sessions still ahead: the clock stays on the morning of
// Sunday 10 March 2030 in Chicago, after the message below and a week before the sessions.
const NOW = new Date('2030-03-10T16:00:00.000Z')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW })
})
afterEach(() => {
  vi.useRealTimers()
})

const full = vendorSession({
  startsAt: '2030-03-16T15:00:00.000Z',
  endsAt: '2030-03-16T16:30:00.000Z',
  booked: 12,
  capacity: 12,
  waiting: 2,
})
const roomy = vendorSession({
  id: '7d1f0c2e-3333-4a6b-8c3d-000000000009',
  startsAt: '2030-03-23T15:00:00.000Z',
  endsAt: '2030-03-23T16:30:00.000Z',
  booked: 3,
})
const waitlistPath = `/api/vendor/schedules/${ids.session}/waitlist`
const capacityPath = `/api/vendor/activities/${ids.activity}/capacity`
const messagePath = `/api/vendor/sessions/${ids.session}/announcements`

const entry = (overrides: Partial<VendorWaitlistEntry>): VendorWaitlistEntry => ({
  id: '6b2e1f00-1111-4c2a-9d3e-000000000001',
  position: 1,
  parentName: 'Maya Lopez',
  children: [{ firstName: 'Ava', lastName: 'Lopez' }],
  joinedAt: '2030-03-01T15:00:00.000Z',
  status: 'waiting',
  offerExpiresAt: null,
  updatedAt: '2030-03-01T15:00:00.000Z',
  ...overrides,
})
const waitlist = {
  session: full,
  inLine: [
    entry({
      status: 'offered',
      offerExpiresAt: '2030-03-11T17:00:00.000Z',
      children: [
        { firstName: 'Ava', lastName: 'Lopez' },
        { firstName: 'Noah', lastName: 'Lopez' },
      ],
    }),
    entry({
      id: '6b2e1f00-1111-4c2a-9d3e-000000000002',
      position: 2,
      parentName: 'Leo Quinn',
      children: [{ firstName: 'Sam', lastName: 'Quinn' }],
    }),
  ],
  recent: [
    entry({
      id: '6b2e1f00-1111-4c2a-9d3e-000000000003',
      position: null,
      parentName: 'Ida Berg',
      status: 'left',
    }),
  ],
}

function openSchedules(routes: Record<string, FakeRoute> = {}) {
  return renderVendorPage('/vendor/schedules', {
    'GET /api/vendor/activities': { status: 200, body: pageOf([vendorActivity()]) },
    'GET /api/vendor/schedules': { status: 200, body: pageOf([full, roomy]) },
    [`GET ${waitlistPath}`]: { status: 200, body: waitlist },
    ...routes,
  })
}

async function openWaitlist() {
  const buttons = await screen.findAllByRole('button', { name: /^Waiting list/ })
  // Only the full session has a line; the one with places left offers none.
  expect(buttons).toHaveLength(1)
  expect(buttons[0]).toHaveTextContent('Waiting list (2)')
  await userEvent.click(buttons[0] as HTMLElement)
  return screen.findByRole('dialog', { name: 'Waiting list' })
}

describe("a session's waiting list", { timeout: 20_000 }, () => {
  it('lists the families in line in order, with the offer and who left', async () => {
    await openSchedules()
    const dialog = await openWaitlist()
    const line = await within(dialog).findByRole('table', { name: 'Families in line' })
    const rows = within(line).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^#1Maya LopezAva LopezNoah Lopez.*Offered until Mon, Mar 11, 2030, 12:00 CDT$/,
      ),
      expect.stringMatching(/^#2Leo QuinnSam Quinn.*Waiting$/),
    ])
    const recent = within(dialog).getByRole('table', { name: 'Families recently out of line' })
    expect(recent).toHaveTextContent('Ida Berg')
    expect(recent).toHaveTextContent('Left the list')
    expect(within(dialog).getByText('12 / 12 booked')).toBeInTheDocument()
  })

  it('says so when nobody waits', async () => {
    await openSchedules({
      [`GET ${waitlistPath}`]: {
        status: 200,
        body: { session: { ...full, waiting: 0 }, inLine: [], recent: [] },
      },
    })
    const dialog = await openWaitlist()
    expect(
      await within(dialog).findByText('No families are waiting for this session.'),
    ).toBeInTheDocument()
  })

  it('raises the capacity, with the form’s message and the server’s refusal', async () => {
    const { api } = await openSchedules({
      [`PATCH ${capacityPath}`]: {
        status: 409,
        body: problem(
          409,
          'Conflict',
          '12 places are already booked on this session; capacity cannot be lower than 12.',
        ),
      },
    })
    const dialog = await openWaitlist()
    const field = within(dialog).getByLabelText('Capacity')
    expect(field).toHaveValue(12)
    await userEvent.clear(field)
    await userEvent.type(field, '-2')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise capacity' }))
    expect(await within(dialog).findByText('Capacity must be at least 1')).toBeInTheDocument()

    await userEvent.clear(field)
    await userEvent.type(field, '10')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise capacity' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '12 places are already booked on this session; capacity cannot be lower than 12.',
    )
    expect(sentBody(api, 'PATCH', capacityPath)).toEqual({ capacity: 10 })
  })

  it('saves a raised capacity', async () => {
    const { api } = await openSchedules({
      [`PATCH ${capacityPath}`]: { status: 200, body: vendorActivityDetail({ capacity: 14 }) },
    })
    const dialog = await openWaitlist()
    const field = within(dialog).getByLabelText('Capacity')
    await userEvent.clear(field)
    await userEvent.type(field, '14')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Raise capacity' }))
    expect(await screen.findByText('Capacity is now 14 per session')).toBeInTheDocument()
    expect(sentBody(api, 'PATCH', capacityPath)).toEqual({ capacity: 14 })
  })
})

describe('a message that also reaches the waiting list', { timeout: 20_000 }, () => {
  it('asks the server to include the waiting families and lists them', async () => {
    const { api } = await openSchedules({
      [`GET ${messagePath}`]: { status: 200, body: { items: [] } },
      [`POST ${messagePath}`]: {
        status: 201,
        body: {
          id: '5a1e7c9d-1111-4b2a-9c3d-00000000000a',
          message: 'A place may open up.',
          createdAt: '2030-03-10T15:12:00.000Z',
          scheduleId: ids.session,
          reached: [],
          waiting: [
            {
              entryId: waitlist.inLine[1]?.id,
              parentName: 'Leo Quinn',
              children: ['Sam'],
              mailed: true,
            },
          ],
        },
      },
    })
    await userEvent.click(
      (await screen.findAllByRole('button', { name: /^Message families of/ }))[0] as HTMLElement,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Message families' })
    await userEvent.type(within(dialog).getByLabelText('Message'), 'A place may open up.')
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: /Also send it to the 2 families on the waiting list/,
      }),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    const status = await within(dialog).findByRole('status')
    expect(status).toHaveTextContent('Sent to 1 family: Leo Quinn.')
    expect(status).toHaveTextContent('Leo Quinn for Sam · waiting list · emailed')
    expect(sentBody(api, 'POST', messagePath)).toEqual({
      message: 'A place may open up.',
      includeWaiting: true,
    })
  })
})
