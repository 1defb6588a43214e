import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { problem } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { chooseOption } from '@/test/radix-in-jsdom'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { openSchedules } from '../testing/open-schedules'
import { belowMinimum } from '../testing/run-minimum-samples'
import { sampleTerm, termId } from '../testing/term-samples'

// Before the sample term's first session, on Mar 14, 2026.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z'), toFake: ['Date'] }))
afterEach(() => vi.useRealTimers())

const MINIMUM = 'Minimum to run (optional)'
const DAYS = 'Decide this many days before the start'
const termPath = `/api/vendor/terms/${termId}`

async function openEditTerm() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Edit term Spring 2026 of Watercolor Adventures' }),
  )
  return within(await screen.findByRole('dialog', { name: 'Edit Spring 2026' }))
}

describe("Editing a term's minimum to run", () => {
  it('starts from its minimum and decision time in days, and sends a change in hours', async () => {
    const { api } = await openSchedules({
      'GET /api/vendor/terms': { status: 200, body: pageOf([sampleTerm(belowMinimum())]) },
      [`PATCH ${termPath}`]: { status: 200, body: sampleTerm(belowMinimum({ minPlaces: 5 })) },
    })
    const dialog = await openEditTerm()
    expect(dialog.getByLabelText(MINIMUM)).toHaveValue(6)
    expect(dialog.getByLabelText(DAYS)).toHaveValue(3)

    await userEvent.clear(dialog.getByLabelText(MINIMUM))
    await userEvent.type(dialog.getByLabelText(MINIMUM), '5')
    await userEvent.clear(dialog.getByLabelText(DAYS))
    await userEvent.type(dialog.getByLabelText(DAYS), '7')
    await userEvent.click(dialog.getByRole('button', { name: 'Save term' }))

    expect(await screen.findByText('Spring 2026 saved')).toBeInTheDocument()
    expect(sentBody(api, 'PATCH', termPath)).toMatchObject({ minPlaces: 5, decisionHours: 168 })
  })

  it('removes a minimum when the field is emptied', async () => {
    const { api } = await openSchedules({
      'GET /api/vendor/terms': { status: 200, body: pageOf([sampleTerm(belowMinimum())]) },
      [`PATCH ${termPath}`]: { status: 200, body: sampleTerm() },
    })
    const dialog = await openEditTerm()
    await userEvent.clear(dialog.getByLabelText(MINIMUM))
    await userEvent.click(dialog.getByRole('button', { name: 'Save term' }))

    expect(await screen.findByText('Spring 2026 saved')).toBeInTheDocument()
    expect(sentBody(api, 'PATCH', termPath)).toMatchObject({ minPlaces: null, decisionHours: 72 })
  })

  it("refuses with the shared sentences before sending, and shows the server's refusal", async () => {
    const { api } = await openSchedules({
      [`PATCH ${termPath}`]: {
        status: 400,
        body: problem(
          400,
          'Bad Request',
          "This term's decision time would already have passed: choose a shorter one, or no minimum.",
        ),
      },
    })
    const dialog = await openEditTerm()
    await userEvent.type(dialog.getByLabelText('Places'), '4')
    await userEvent.type(dialog.getByLabelText(MINIMUM), '5')
    await userEvent.clear(dialog.getByLabelText(DAYS))
    await userEvent.type(dialog.getByLabelText(DAYS), '15')
    await userEvent.click(dialog.getByRole('button', { name: 'Save term' }))

    expect(
      await dialog.findByText("A minimum cannot be above the term's 4 places"),
    ).toBeInTheDocument()
    expect(dialog.getByLabelText(DAYS)).toHaveAccessibleDescription(
      expect.stringContaining(
        'Decide whether it runs 1 to 14 days (24 to 336 hours) before the start',
      ),
    )
    expect(requestsTo(api, 'PATCH', termPath)).toHaveLength(0)

    await userEvent.clear(dialog.getByLabelText(MINIMUM))
    await userEvent.type(dialog.getByLabelText(MINIMUM), '3')
    await userEvent.clear(dialog.getByLabelText(DAYS))
    await userEvent.type(dialog.getByLabelText(DAYS), '14')
    await userEvent.click(dialog.getByRole('button', { name: 'Save term' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      "This term's decision time would already have passed",
    )
  })

  it('leaves a minimum left as it was out of the request, and out of the form once decided', async () => {
    const decided = sampleTerm(belowMinimum({ decision: 'runs' }))
    const { api } = await openSchedules({
      'GET /api/vendor/terms': { status: 200, body: pageOf([decided]) },
      [`PATCH ${termPath}`]: { status: 200, body: decided },
    })
    const dialog = await openEditTerm()
    expect(dialog.queryByLabelText(MINIMUM)).not.toBeInTheDocument()
    expect(
      dialog.getByText('Whether this term runs is decided: its minimum stays as it was.'),
    ).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Save term' }))

    expect(await screen.findByText('Spring 2026 saved')).toBeInTheDocument()
    const sent = sentBody(api, 'PATCH', termPath)
    expect(sent).not.toHaveProperty('minPlaces')
    expect(sent).not.toHaveProperty('decisionHours')
  })
})

describe("A single session's minimum to run", () => {
  it("refuses a minimum out of range before sending, and shows the server's refusal", async () => {
    const { api } = await openSchedules({
      'POST /api/vendor/schedules': {
        status: 400,
        body: problem(400, 'Bad Request', "A minimum cannot be above the session's 12 places."),
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Add session' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add sessions' }))
    await chooseOption('Activity', 'Clay Creatures')
    await userEvent.type(dialog.getByLabelText('Date'), '2026-04-02')
    await userEvent.type(dialog.getByLabelText('Start time'), '16:30')
    await userEvent.type(dialog.getByLabelText(MINIMUM), '0')
    await userEvent.click(dialog.getByRole('button', { name: 'Add session' }))

    expect(
      await dialog.findByText('A minimum must be a whole number from 1 to 1000'),
    ).toBeInTheDocument()
    expect(requestsTo(api, 'POST', '/api/vendor/schedules')).toHaveLength(0)

    await userEvent.clear(dialog.getByLabelText(MINIMUM))
    await userEvent.type(dialog.getByLabelText(MINIMUM), '20')
    await userEvent.click(dialog.getByRole('button', { name: 'Add session' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      "A minimum cannot be above the session's 12 places.",
    )
    expect(sentBody(api, 'POST', '/api/vendor/schedules')).toMatchObject({
      kind: 'single',
      minPlaces: 20,
      decisionHours: 72,
    })
  })
})
