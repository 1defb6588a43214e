import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { problem } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { chooseOption } from '@/test/radix-in-jsdom'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { openSchedules } from '../testing/open-schedules'
import { sampleTerm, termId } from '../testing/term-samples'
import { ids } from '../testing/vendor-samples'

async function openNewTermForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add term' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add a term' })
  return within(within(dialog).getByRole('form', { name: 'New term' }))
}

describe('Terms on the Schedules page', () => {
  it("lists the provider's terms with their dates and prices", async () => {
    await openSchedules()

    const terms = await screen.findByRole('list', { name: 'Terms' })
    const [row] = within(terms).getAllByRole('listitem')
    expect(row).toHaveTextContent('Spring 2026 · Watercolor Adventures')
    expect(row).toHaveTextContent('3 sessions · 12 places · Sat, Mar 14, 2026 – Sat, Mar 28, 2026')
    expect(row).toHaveTextContent('$180.00 · Drop-in $20.00 · Trial Free')
  })

  it('adds a term from a weekly series of a course, with prices in dollars sent as cents and a minimum in days as hours', async () => {
    const { api } = await openSchedules({
      'POST /api/vendor/terms': { status: 201, body: sampleTerm({ name: 'Summer 2026' }) },
    })
    const form = await openNewTermForm()

    await userEvent.click(form.getByRole('button', { name: 'Add term' }))
    expect(await form.findByText('Give the term a name')).toBeInTheDocument()
    expect(form.getByText('Choose at least one weekday')).toBeInTheDocument()

    await chooseOption('Course', 'Watercolor Adventures')
    await userEvent.type(form.getByLabelText('Term name'), 'Summer 2026')
    await userEvent.click(form.getByRole('checkbox', { name: 'Saturday' }))
    await userEvent.clear(form.getByLabelText('First day'))
    await userEvent.type(form.getByLabelText('First day'), '2026-06-06')
    await userEvent.type(form.getByLabelText('Weeks'), '10')
    await userEvent.type(form.getByLabelText('Start time'), '10:00')
    await userEvent.type(form.getByLabelText('Term price ($)'), '180')
    await userEvent.type(form.getByLabelText('Trial price ($)'), '0')
    await userEvent.type(form.getByLabelText('Minimum to run (optional)'), '6')
    await userEvent.clear(form.getByLabelText('Decide this many days before the start'))
    await userEvent.type(form.getByLabelText('Decide this many days before the start'), '5')
    await userEvent.click(form.getByRole('button', { name: 'Add term' }))

    expect(await screen.findByText('Summer 2026 added with 3 sessions')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(sentBody(api, 'POST', '/api/vendor/terms')).toEqual({
      activityId: ids.activity,
      name: 'Summer 2026',
      isCamp: false,
      capacity: null,
      priceCents: 18_000,
      dropInPriceCents: null,
      trialPriceCents: 0,
      lateJoining: { rule: 'none' },
      withdrawal: 'pro_rata',
      minPlaces: 6,
      decisionHours: 120,
      sessions: {
        from: 'series',
        weekdays: [6],
        startTime: '10:00',
        fromDate: '2026-06-06',
        weeks: 10,
      },
    })
  })

  it('adds a camp with its places, no refund after the start and late joining until a session', async () => {
    const created = sampleTerm({ name: 'Camp week', isCamp: true, capacity: 8 })
    const { api } = await openSchedules({
      'POST /api/vendor/terms': { status: 201, body: created },
      [`PATCH /api/vendor/terms/${termId}`]: { status: 200, body: created },
    })
    const form = await openNewTermForm()

    await chooseOption('Course', 'Watercolor Adventures')
    await userEvent.type(form.getByLabelText('Term name'), 'Camp week')
    for (const day of ['Monday', 'Tuesday', 'Wednesday']) {
      await userEvent.click(form.getByRole('checkbox', { name: day }))
    }
    await userEvent.type(form.getByLabelText('Weeks'), '1')
    await userEvent.type(form.getByLabelText('Start time'), '09:00')
    await userEvent.type(form.getByLabelText('Places'), '8')
    await userEvent.click(form.getByRole('checkbox', { name: /^Camp/ }))
    await userEvent.type(form.getByLabelText('Term price ($)'), '250')
    await chooseOption('Withdrawal', 'No refund after the start')
    await chooseOption('Late joining', 'Until a session')
    await userEvent.click(form.getByRole('button', { name: 'Add term' }))
    expect(
      await form.findByText('Choose the last session a family may join before'),
    ).toBeInTheDocument()
    await chooseOption('Last session to join before', 'Session 2 of 3')
    await userEvent.click(form.getByRole('button', { name: 'Add term' }))

    expect(await screen.findByText('Camp week added with 3 sessions')).toBeInTheDocument()
    expect(sentBody(api, 'POST', '/api/vendor/terms')).toMatchObject({
      isCamp: true,
      capacity: 8,
      priceCents: 25_000,
      lateJoining: { rule: 'none' },
      withdrawal: 'no_refund_after_start',
      sessions: { weekdays: [1, 2, 3], weeks: 1 },
    })
    // The sessions have ids once the term exists: the second is the last one to join before.
    expect(sentBody(api, 'PATCH', `/api/vendor/terms/${termId}`)).toEqual({
      lateJoining: { rule: 'until_session', sessionId: created.sessions[1]?.id },
    })
  })

  it('lists a new term even when its last session to join is refused, and says to set it with Edit', async () => {
    await openSchedules({
      'POST /api/vendor/terms': { status: 201, body: sampleTerm({ name: 'Camp week' }) },
      [`PATCH /api/vendor/terms/${termId}`]: {
        status: 400,
        body: problem(
          400,
          'Bad Request',
          "The last session to join must be one of the term's sessions.",
        ),
      },
    })
    const form = await openNewTermForm()
    await chooseOption('Course', 'Watercolor Adventures')
    await userEvent.type(form.getByLabelText('Term name'), 'Camp week')
    await userEvent.click(form.getByRole('checkbox', { name: 'Monday' }))
    await userEvent.type(form.getByLabelText('Weeks'), '3')
    await userEvent.type(form.getByLabelText('Start time'), '09:00')
    await userEvent.type(form.getByLabelText('Term price ($)'), '250')
    await chooseOption('Late joining', 'Until a session')
    await chooseOption('Last session to join before', 'Session 2 of 3')
    await userEvent.click(form.getByRole('button', { name: 'Add term' }))

    expect(await screen.findByText('Camp week added with 3 sessions')).toBeInTheDocument()
    expect(screen.getByText('Camp week was added without late joining')).toBeInTheDocument()
    expect(
      screen.getByText(
        "The last session to join must be one of the term's sessions. Set it with Edit.",
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("offers only courses and shows the server's reason inside the form", async () => {
    await openSchedules({
      'POST /api/vendor/terms': {
        status: 409,
        body: problem(409, 'Conflict', 'This activity already has a term named "Spring 2026".'),
      },
    })
    const form = await openNewTermForm()
    await userEvent.click(form.getByRole('combobox', { name: 'Course' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Watercolor Adventures',
    ])
    await userEvent.click(screen.getByRole('option', { name: 'Watercolor Adventures' }))
    await userEvent.type(form.getByLabelText('Term name'), 'Spring 2026')
    await userEvent.click(form.getByRole('checkbox', { name: 'Saturday' }))
    await userEvent.type(form.getByLabelText('Weeks'), '4')
    await userEvent.type(form.getByLabelText('Start time'), '10:00')
    await userEvent.type(form.getByLabelText('Term price ($)'), '90')
    await userEvent.click(form.getByRole('button', { name: 'Add term' }))

    expect(await form.findByRole('alert')).toHaveTextContent(
      'This activity already has a term named "Spring 2026".',
    )
  })

  it('deletes a term after asking, saying its sessions stay as single sessions', async () => {
    let terms = [sampleTerm()]
    const { api } = await openSchedules({
      'GET /api/vendor/terms': () => ({ status: 200, body: pageOf(terms) }),
      [`DELETE /api/vendor/terms/${termId}`]: () => {
        terms = []
        return { status: 204 }
      },
    })

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Delete term Spring 2026 of Watercolor Adventures',
      }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this term?' })
    expect(dialog).toHaveTextContent(
      'Spring 2026 of Watercolor Adventures. Its sessions stay on your schedule as single sessions.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete term' }))

    expect(await screen.findByText('Spring 2026 deleted')).toBeInTheDocument()
    expect(requestsTo(api, 'DELETE', `/api/vendor/terms/${termId}`)).toHaveLength(1)
    expect(await screen.findByText(/No terms yet/)).toBeInTheDocument()
  })

  it("shows the server's refusal to delete inside the dialog, and focus returns on cancel", async () => {
    await openSchedules({
      [`DELETE /api/vendor/terms/${termId}`]: {
        status: 409,
        body: problem(409, 'Conflict', 'Families hold places in this term.'),
      },
    })
    const trigger = await screen.findByRole('button', {
      name: 'Delete term Spring 2026 of Watercolor Adventures',
    })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this term?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete term' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Families hold places in this term.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep term' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })
})
