import type { OwnChildRecord } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lily } from '@/test/account-samples'
import { problem } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { renderAccountPage, sentBodies } from '../testing/render-account-page'

const NOW = new Date('2026-03-04T12:00:00Z')
const recordUrl = `/api/children/${lily.id}/record`

const empty: OwnChildRecord = {
  childId: lily.id,
  firstName: lily.firstName,
  record: null,
  missing: ['emergencyContact', 'doctor', 'collector', 'photoConsent'],
  nextSession: { startsAt: '2026-03-07T15:00:00Z', timeZone: 'America/Chicago' },
}

const routes = (saved: OwnChildRecord) => ({
  [`GET ${recordUrl}`]: () => ({ status: 200, body: empty }),
  [`PUT ${recordUrl}`]: () => ({ status: 200, body: saved }),
  [`GET ${recordUrl}/views`]: () => ({
    status: 200,
    body: pageOf([
      {
        id: '9a2b7c40-3333-4d5e-8f90-0000000000c1',
        viewerName: 'Sunny Studio',
        viewerKind: 'provider' as const,
        reason: null,
        viewedAt: '2026-03-03T15:12:00Z',
      },
    ]),
  }),
})

describe('ChildRecordPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('says what is missing before the next session, saves the form, and lists who looked', async () => {
    const saved = { ...empty, missing: ['collector' as const], record: null }
    const { api } = await renderAccountPage(
      `/children/${lily.id}/record`,
      `${lily.firstName}'s medical and emergency details`,
      routes(saved),
    )
    expect(await screen.findByText('4 things missing before Saturday')).toBeInTheDocument()
    expect(
      await screen.findByText(/^Sunny Studio viewed Lily's medical details · Mar 3, /),
    ).toBeInTheDocument()

    const form = screen.getByRole('form', { name: "Lily's medical and emergency details" })
    await userEvent.click(within(form).getByRole('button', { name: 'Add an allergy' }))
    await userEvent.type(within(form).getByLabelText('Allergy'), 'Peanuts')
    await userEvent.selectOptions(within(form).getByLabelText('Severity'), 'life_threatening')
    await userEvent.type(within(form).getByLabelText('What to do'), 'EpiPen')
    await userEvent.click(within(form).getByRole('radio', { name: 'No' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }))

    expect(await screen.findByText('1 thing missing before Saturday')).toBeInTheDocument()
    expect(sentBodies(api, 'PUT', recordUrl)).toEqual([
      expect.objectContaining({
        allergies: [{ name: 'Peanuts', severity: 'life_threatening', whatToDo: 'EpiPen' }],
        photoConsent: false,
        emergencyContacts: [],
      }),
    ])
  })

  it('refuses a phone that is not one and a fourth emergency contact, sending nothing', async () => {
    const { api } = await renderAccountPage(
      `/children/${lily.id}/record`,
      `${lily.firstName}'s medical and emergency details`,
      routes(empty),
    )
    const form = await screen.findByRole('form', { name: "Lily's medical and emergency details" })
    await userEvent.type(within(form).getByLabelText("Doctor's phone"), 'ring the office')
    const add = within(form).getByRole('button', { name: 'Add an emergency contact' })
    for (const _ of [1, 2, 3]) await userEvent.click(add)
    expect(within(form).queryByRole('button', { name: 'Add an emergency contact' })).toBeNull()
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }))
    await waitFor(() =>
      expect(within(form).getByLabelText("Doctor's phone")).toHaveAccessibleDescription(
        'Enter a phone number, like (555) 123-4567',
      ),
    )
    expect(sentBodies(api, 'PUT', recordUrl)).toEqual([])
  })

  it("shows the server's sentence on the field it names", async () => {
    const { api } = await renderAccountPage(
      `/children/${lily.id}/record`,
      `${lily.firstName}'s medical and emergency details`,
      {
        ...routes(empty),
        [`PUT ${recordUrl}`]: () => ({
          status: 400,
          body: problem(400, 'Bad Request', 'Check the highlighted fields.', {
            providerNotes: ['Notes for providers must be at most 1000 characters'],
          }),
        }),
      },
    )
    const form = await screen.findByRole('form', { name: "Lily's medical and emergency details" })
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }))
    await waitFor(() => expect(sentBodies(api, 'PUT', recordUrl)).toHaveLength(1))
    expect(
      await within(form).findByText('Notes for providers must be at most 1000 characters'),
    ).toBeInTheDocument()
  })
})
