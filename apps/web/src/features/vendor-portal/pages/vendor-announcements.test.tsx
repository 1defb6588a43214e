import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { noRunMinimum } from '@/test/catalog-samples'
import { type FakeRoute, problem } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { sentBody } from '@/test/sent-requests'
import { renderVendorPage } from '../testing/render-vendor-page'
import {
  ids,
  vendorActivity,
  vendorActivityDetail,
  vendorReviewPage,
  vendorSession,
} from '../testing/vendor-samples'

// Schedules offers its buttons only for sessions still ahead: the clock stays on the morning of
// Sunday 10 March 2030 in Chicago, after the message below and a week before the sessions.
const NOW = new Date('2030-03-10T16:00:00.000Z')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW })
})
afterEach(() => {
  vi.useRealTimers()
})

const upcoming = vendorSession({
  startsAt: '2030-03-16T15:00:00.000Z',
  endsAt: '2030-03-16T16:30:00.000Z',
})
const emptySession = vendorSession({
  id: '7d1f0c2e-3333-4a6b-8c3d-000000000009',
  startsAt: '2030-03-23T15:00:00.000Z',
  endsAt: '2030-03-23T16:30:00.000Z',
  booked: 0,
})
const path = `/api/vendor/sessions/${ids.session}/announcements`
const sent = {
  id: '5a1e7c9d-1111-4b2a-9c3d-00000000000a',
  message: 'We start 15 minutes later.',
  createdAt: '2030-03-10T15:12:00.000Z',
  scheduleId: ids.session,
  reached: [
    {
      bookingId: '5a1e7c9d-2222-4b2a-9c3d-000000000001',
      parentName: 'Maya Lopez',
      children: ['Ava'],
      mailed: true,
    },
    {
      bookingId: '5a1e7c9d-2222-4b2a-9c3d-000000000002',
      parentName: 'Leo Quinn',
      children: ['Sam', 'Noah'],
      mailed: false,
    },
  ],
}

function openSchedules(routes: Record<string, FakeRoute>) {
  return renderVendorPage('/vendor/schedules', {
    'GET /api/vendor/activities': { status: 200, body: pageOf([vendorActivity()]) },
    'GET /api/vendor/schedules': { status: 200, body: pageOf([upcoming, emptySession]) },
    ...routes,
  })
}

async function openDialog() {
  const buttons = await screen.findAllByRole('button', { name: /^Message families of/ })
  // Only the session with bookings offers it.
  expect(buttons).toHaveLength(1)
  await userEvent.click(buttons[0] as HTMLElement)
  return screen.findByRole('dialog', { name: 'Message families' })
}

describe('messaging the families of a session', { timeout: 20_000 }, () => {
  it('sends the message and says who it reached and who gets no email', async () => {
    const { api } = await openSchedules({
      [`GET ${path}`]: { status: 200, body: { items: [] } },
      [`POST ${path}`]: { status: 201, body: sent },
    })
    const dialog = await openDialog()
    expect(await within(dialog).findByText('No messages sent yet.')).toBeInTheDocument()
    const field = within(dialog).getByLabelText('Message')
    await userEvent.type(field, 'We start 15 minutes later.')
    expect(within(dialog).getByText('26 / 2000 characters')).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))

    const status = await within(dialog).findByRole('status')
    expect(status).toHaveTextContent('Sent to 2 families: Maya Lopez and Leo Quinn.')
    expect(status).toHaveTextContent(
      'Leo Quinn turned provider messages off, so they will see it on My Bookings but get no email.',
    )
    expect(status).toHaveTextContent('Leo Quinn for Sam, Noah · no email')
    expect(sentBody(api, 'POST', path)).toEqual({ message: 'We start 15 minutes later.' })
    expect(field).toHaveValue('')
  })

  it("shows the server's refusal and an empty message's problem under the field", async () => {
    await openSchedules({
      [`GET ${path}`]: {
        status: 200,
        body: {
          items: [
            {
              ...sent,
              sessionStartsAt: upcoming.startsAt,
              reachedCount: 2,
              mailedCount: 1,
            },
          ],
        },
      },
      [`POST ${path}`]: {
        status: 429,
        body: problem(
          429,
          'Too Many Requests',
          'You can send at most 10 messages per session a day.',
        ),
      },
    })
    const dialog = await openDialog()
    expect(await within(dialog).findByText('We start 15 minutes later.')).toBeInTheDocument()
    expect(within(dialog).getByText(/Reached 2 bookings, 1 by email/)).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByText('Write a message to the families')).toBeInTheDocument()

    await userEvent.type(within(dialog).getByLabelText('Message'), 'One more thing')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can send at most 10 messages per session a day.',
    )
  })
})

describe('messaging every family of an activity', { timeout: 20_000 }, () => {
  const activityPath = `/api/vendor/activities/${ids.activity}/announcements`
  const detail = (booked: number) =>
    vendorActivityDetail({
      sessions: [
        {
          id: ids.session,
          startsAt: upcoming.startsAt,
          endsAt: upcoming.endsAt,
          spotsLeft: 12 - booked,
          booked,
          isCancelled: false,
          ...noRunMinimum,
        },
      ],
    })
  const openActivity = (booked: number) =>
    renderVendorPage(`/vendor/activities/${ids.activity}`, {
      [`GET /api/vendor/activities/${ids.activity}`]: { status: 200, body: detail(booked) },
      'GET /api/vendor/activities': { status: 200, body: pageOf([]) },
      'GET /api/vendor/reviews': { status: 200, body: vendorReviewPage() },
      [`GET ${activityPath}`]: { status: 200, body: { items: [] } },
      [`POST ${activityPath}`]: { status: 201, body: { ...sent, scheduleId: null } },
    })

  it('sends one message to the families of all its upcoming sessions', async () => {
    const { api } = await openActivity(3)
    await userEvent.click(await screen.findByRole('button', { name: 'Message all families' }))
    const dialog = await screen.findByRole('dialog', { name: 'Message all families' })
    expect(dialog).toHaveTextContent(
      'Everyone booked into an upcoming session of Watercolor Adventures.',
    )
    await userEvent.type(within(dialog).getByLabelText('Message'), 'New aprons for everyone')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Sent to 2 families')
    expect(sentBody(api, 'POST', activityPath)).toEqual({ message: 'New aprons for everyone' })
  })

  it('offers nothing while nobody is booked', async () => {
    await openActivity(0)
    await screen.findByRole('heading', { name: 'Sessions' })
    expect(screen.queryByRole('button', { name: 'Message all families' })).toBeNull()
  })
})
