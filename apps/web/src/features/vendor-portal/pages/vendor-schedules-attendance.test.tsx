import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { problem } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { chooseOption } from '@/test/radix-in-jsdom'
import { requestsTo } from '@/test/sent-requests'
import { openSchedules } from '../testing/open-schedules'
import { sampleTerm } from '../testing/term-samples'
import { ids, vendorSession } from '../testing/vendor-samples'

const heldSession = vendorSession({
  startsAt: '2026-01-10T15:00:00.000Z',
  endsAt: '2026-01-10T16:30:00.000Z',
  attendance: { expected: 10, arrived: 9, absent: 1, latePickups: 1, rate: 90 },
})
const emptySession = vendorSession({
  id: '7d1f0c2e-3333-4a6b-8c3d-000000000002',
  startsAt: '2026-01-03T15:00:00.000Z',
  endsAt: '2026-01-03T16:30:00.000Z',
  booked: 0,
  attendance: { expected: 0, arrived: 0, absent: 0, latePickups: 0, rate: null },
})
const untakenSession = vendorSession({
  id: '7d1f0c2e-3333-4a6b-8c3d-000000000004',
  startsAt: '2026-01-24T15:00:00.000Z',
  endsAt: '2026-01-24T16:30:00.000Z',
  attendance: { expected: 4, arrived: 0, absent: 0, latePickups: 0, rate: 0 },
})
const cancelledSession = vendorSession({
  id: '7d1f0c2e-3333-4a6b-8c3d-000000000003',
  startsAt: '2026-01-17T15:00:00.000Z',
  endsAt: '2026-01-17T16:30:00.000Z',
  isCancelled: true,
})

const clayAttendance = {
  activityId: ids.otherActivity,
  activityTitle: 'Clay Creatures',
  singleSessions: {
    held: 12,
    notTaken: 0,
    expected: 96,
    arrived: 88,
    absent: 8,
    latePickups: 2,
    rate: 92,
  },
}

const pastSessions = {
  'GET /api/vendor/schedules': {
    status: 200,
    body: pageOf([untakenSession, cancelledSession, heldSession, emptySession]),
  },
}

describe('Attendance on the Schedules page', () => {
  it('shows each session held with its own figures, says when none was taken, and shows none on a session cancelled or booked by no one', async () => {
    await openSchedules(pastSessions, '/vendor/schedules?when=past')

    const january = await screen.findByRole('region', { name: 'January 2026' })
    const [untaken, cancelled, held, empty] = within(january).getAllByRole('listitem')
    expect(untaken).toHaveTextContent('Attendance not taken (4 children expected)')
    expect(held).toHaveTextContent('Attendance 90% (9 of 10) · 1 absence · 1 late pickup')
    expect(empty).toHaveTextContent('0 / 12 booked')
    expect(empty).not.toHaveTextContent('Attendance')
    expect(cancelled).not.toHaveTextContent('Attendance')
    expect(
      screen.getByText(
        'Choose an activity to see how its single sessions went and download their attendance as a CSV.',
      ),
    ).toBeInTheDocument()
  })

  it("shows each term's attendance so far, or that none of its sessions was held yet", async () => {
    const heldTerm = sampleTerm({
      id: '7d1f0c2e-6666-4a6b-8c3d-000000000002',
      name: 'Winter 2026',
      attendance: {
        held: 4,
        notTaken: 0,
        expected: 40,
        arrived: 37,
        absent: 3,
        latePickups: 1,
        rate: 93,
      },
    })
    await openSchedules({
      'GET /api/vendor/terms': { status: 200, body: pageOf([heldTerm, sampleTerm()]) },
    })

    const terms = await screen.findByRole('list', { name: 'Terms' })
    const [winter, spring] = within(terms).getAllByRole('listitem')
    expect(winter).toHaveTextContent(
      '4 sessions held · Attendance 93% (37 of 40) · 3 absences · 1 late pickup',
    )
    expect(spring).toHaveTextContent('No sessions held yet')
  })

  it('says how many sessions held were left out because attendance was not taken there', async () => {
    const figures = { expected: 12, arrived: 11, absent: 1, latePickups: 0, rate: 92 }
    const partly = sampleTerm({
      id: '7d1f0c2e-6666-4a6b-8c3d-000000000003',
      name: 'Autumn 2025',
      attendance: { held: 4, notTaken: 1, ...figures },
    })
    const never = sampleTerm({
      id: '7d1f0c2e-6666-4a6b-8c3d-000000000004',
      name: 'Summer 2025',
      attendance: {
        held: 2,
        notTaken: 2,
        expected: 0,
        arrived: 0,
        absent: 0,
        latePickups: 0,
        rate: null,
      },
    })
    await openSchedules(
      {
        'GET /api/vendor/terms': { status: 200, body: pageOf([partly, never]) },
        [`GET /api/vendor/activities/${ids.otherActivity}/attendance`]: {
          status: 200,
          body: { ...clayAttendance, singleSessions: { held: 3, notTaken: 2, ...figures } },
        },
      },
      `/vendor/schedules?activityId=${ids.otherActivity}`,
    )

    const terms = await screen.findByRole('list', { name: 'Terms' })
    const [autumn, summer] = within(terms).getAllByRole('listitem')
    expect(autumn).toHaveTextContent(
      '4 sessions held (attendance not taken at 1) · Attendance 92% (11 of 12) · 1 absence',
    )
    expect(summer).toHaveTextContent('2 sessions held · Attendance not taken')
    const summary = screen.getByRole('region', { name: 'Attendance at single sessions' })
    expect(
      await within(summary).findByText(
        '3 sessions held (attendance not taken at 2) · Attendance 92% (11 of 12) · 1 absence',
      ),
    ).toBeInTheDocument()
  })

  it("sums up an activity's single sessions when Schedules is filtered to it, with their CSV", async () => {
    const { api } = await openSchedules(
      {
        ...pastSessions,
        [`GET /api/vendor/activities/${ids.otherActivity}/attendance`]: {
          status: 200,
          body: clayAttendance,
        },
      },
      `/vendor/schedules?when=past&activityId=${ids.otherActivity}`,
    )

    const summary = await screen.findByRole('region', { name: 'Attendance at single sessions' })
    expect(
      await within(summary).findByText(
        '12 sessions held · Attendance 92% (88 of 96) · 8 absences · 2 late pickups',
      ),
    ).toBeInTheDocument()
    const csv = within(summary).getByRole('link', {
      name: 'Attendance CSV of the single sessions of Clay Creatures',
    })
    expect(csv).toHaveAttribute(
      'href',
      `/api/vendor/activities/${ids.otherActivity}/attendance.csv`,
    )
    expect(csv).toHaveAttribute('download')
    expect(
      requestsTo(api, 'GET', `/api/vendor/activities/${ids.otherActivity}/attendance`),
    ).toHaveLength(1)
  })

  it('offers no CSV before a single session was held, and says when the figures did not load', async () => {
    await openSchedules(
      {
        [`GET /api/vendor/activities/${ids.otherActivity}/attendance`]: {
          status: 200,
          body: {
            ...clayAttendance,
            singleSessions: {
              held: 0,
              notTaken: 0,
              expected: 0,
              arrived: 0,
              absent: 0,
              latePickups: 0,
              rate: null,
            },
          },
        },
        [`GET /api/vendor/activities/${ids.activity}/attendance`]: {
          status: 404,
          body: problem(404, 'Not Found', 'Activity Not Found'),
        },
      },
      `/vendor/schedules?activityId=${ids.otherActivity}`,
    )
    const summary = await screen.findByRole('region', { name: 'Attendance at single sessions' })
    expect(await within(summary).findByText('No single session held yet.')).toBeInTheDocument()
    expect(within(summary).queryByRole('link')).not.toBeInTheDocument()

    await chooseOption('Activity', 'Watercolor Adventures')
    expect(await screen.findByText('Attendance did not load')).toBeInTheDocument()
    expect(screen.getByText('Activity Not Found')).toBeInTheDocument()
  })
})
