import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { FakeRoute } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { chooseOption } from '@/test/radix-in-jsdom'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { renderVendorPage } from '../testing/render-vendor-page'
import { ids, vendorActivity, vendorSession } from '../testing/vendor-samples'

const otherSessionId = '7d1f0c2e-3333-4a6b-8c3d-000000000002'

function openSchedules(path = '/vendor/schedules', routes: Record<string, FakeRoute> = {}) {
  return renderVendorPage(path, {
    'GET /api/vendor/activities': {
      status: 200,
      body: pageOf([
        vendorActivity(),
        vendorActivity({ id: ids.otherActivity, title: 'Clay Creatures', durationMinutes: null }),
      ]),
    },
    'GET /api/vendor/schedules': (request) => {
      const when = new URL(request.url).searchParams.get('when')
      const items =
        when === 'past'
          ? [
              vendorSession({
                id: otherSessionId,
                startsAt: '2026-01-10T15:00:00.000Z',
                endsAt: '2026-01-10T16:30:00.000Z',
              }),
            ]
          : [vendorSession(), vendorSession({ id: otherSessionId, isCancelled: true, booked: 0 })]
      return { status: 200, body: pageOf(items) }
    },
    'GET /api/vendor/terms': { status: 200, body: pageOf([]) },
    ...routes,
  })
}

async function openAddDialog(tab: 'One session' | 'Weekly series') {
  await userEvent.click(await screen.findByRole('button', { name: 'Add session' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add sessions' })
  await userEvent.click(within(dialog).getByRole('tab', { name: tab }))
  return dialog
}

const created = (count: number, skipped: number) => ({
  status: 201,
  body: { created: Array.from({ length: count }, () => vendorSession()), skipped },
})

describe('VendorSchedulesPage', () => {
  it('lists upcoming sessions on the venue clock with places booked', async () => {
    await openSchedules()

    const march = await screen.findByRole('region', { name: 'March 2026' })
    const [first, second] = within(march).getAllByRole('listitem')
    expect(first).toHaveTextContent('Sat, Mar 14, 2026')
    expect(first).toHaveTextContent('10:00–11:30 CDT')
    expect(first).toHaveTextContent('Watercolor Adventures')
    expect(first).toHaveTextContent('3 / 12 booked')
    expect(second).toHaveTextContent('Cancelled')
    expect(within(second as HTMLElement).queryByRole('button')).not.toBeInTheDocument()
  })

  it('switches to past sessions and filters by activity through the address', async () => {
    const { api, router } = await openSchedules()
    await screen.findByText('3 / 12 booked')

    await userEvent.click(screen.getByRole('tab', { name: 'Past' }))
    expect(await screen.findByText('Sat, Jan 10, 2026')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Cancel session/ })).not.toBeInTheDocument()

    await chooseOption('Activity', 'Clay Creatures')
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?when=past&activityId=${ids.otherActivity}`),
    )
    await waitFor(() =>
      expect(
        requestsTo(
          api,
          'GET',
          `/api/vendor/schedules?when=past&activityId=${ids.otherActivity}&page=1&limit=50`,
        ),
      ).toHaveLength(1),
    )
  })

  it('adds one session at a local date and time', async () => {
    const { api } = await openSchedules(`/vendor/schedules?activityId=${ids.activity}`, {
      'POST /api/vendor/schedules': created(1, 0),
    })
    const dialog = await openAddDialog('One session')
    const form = within(within(dialog).getByRole('form', { name: 'One session' }))
    expect(form.getByRole('combobox', { name: 'Activity' })).toHaveTextContent(
      'Watercolor Adventures',
    )
    expect(form.getByLabelText('Duration (minutes)')).toHaveAccessibleDescription(
      "Leave empty for the activity's 90 minutes",
    )

    await userEvent.type(form.getByLabelText('Date'), '2026-04-02')
    await userEvent.type(form.getByLabelText('Start time'), '16:30')
    await userEvent.click(form.getByRole('button', { name: 'Add session' }))

    expect(await screen.findByRole('status')).toHaveTextContent('1 session added')
    expect(sentBody(api, 'POST', '/api/vendor/schedules')).toEqual({
      kind: 'single',
      activityId: ids.activity,
      date: '2026-04-02',
      startTime: '16:30',
      minPlaces: null,
      decisionHours: 72,
    })
  })

  it('adds a weekly series and says how many were created and skipped', async () => {
    const { api } = await openSchedules('/vendor/schedules', {
      'POST /api/vendor/schedules': created(7, 2),
    })
    const dialog = await openAddDialog('Weekly series')
    const form = within(within(dialog).getByRole('form', { name: 'Weekly series' }))

    await userEvent.click(form.getByRole('button', { name: 'Add sessions' }))
    expect(await form.findByText('Choose at least one weekday')).toBeInTheDocument()

    await chooseOption('Activity', 'Clay Creatures')
    await userEvent.click(form.getByRole('checkbox', { name: 'Tuesday' }))
    await userEvent.click(form.getByRole('checkbox', { name: 'Thursday' }))
    await userEvent.clear(form.getByLabelText('From'))
    await userEvent.type(form.getByLabelText('From'), '2026-04-01')
    await userEvent.type(form.getByLabelText('To'), '2026-04-30')
    await userEvent.type(form.getByLabelText('Start time'), '09:00')
    await userEvent.type(form.getByLabelText('Duration (minutes)'), '45')
    await userEvent.type(form.getByLabelText('Minimum to run (optional)'), '4')
    await userEvent.clear(form.getByLabelText('Decide this many days before the start'))
    await userEvent.type(form.getByLabelText('Decide this many days before the start'), '2')
    await userEvent.click(form.getByRole('button', { name: 'Add sessions' }))

    expect(await screen.findByRole('status')).toHaveTextContent(
      '7 sessions added, 2 skipped because a session already exists at that time',
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(sentBody(api, 'POST', '/api/vendor/schedules')).toEqual({
      kind: 'weekly',
      activityId: ids.otherActivity,
      weekdays: [2, 4],
      fromDate: '2026-04-01',
      toDate: '2026-04-30',
      startTime: '09:00',
      durationMinutes: 45,
      minPlaces: 4,
      decisionHours: 48,
    })
  })

  it("shows the server's reason inside the form", async () => {
    await openSchedules(`/vendor/schedules?activityId=${ids.activity}`, {
      'POST /api/vendor/schedules': {
        status: 422,
        body: {
          type: 'about:blank',
          title: 'Unprocessable Content',
          status: 422,
          detail: 'Sessions must start in the future.',
        },
      },
    })
    const dialog = await openAddDialog('One session')
    await userEvent.type(within(dialog).getByLabelText('Date'), '2026-04-02')
    await userEvent.type(within(dialog).getByLabelText('Start time'), '16:30')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add session' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sessions must start in the future.',
    )
  })

  it('cancels a session after warning that families will be emailed', async () => {
    const { api } = await openSchedules('/vendor/schedules', {
      [`POST /api/vendor/schedules/${ids.session}/cancel`]: {
        status: 200,
        body: { session: vendorSession({ isCancelled: true }), cancelledBookings: 3 },
      },
    })

    await userEvent.click(
      await screen.findByRole('button', { name: /Cancel session of Watercolor/ }),
    )
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('families will be notified by email')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }))

    expect(
      await screen.findByText('3 bookings cancelled and families notified'),
    ).toBeInTheDocument()
    expect(requestsTo(api, 'POST', `/api/vendor/schedules/${ids.session}/cancel`)).toHaveLength(1)
  })
})
