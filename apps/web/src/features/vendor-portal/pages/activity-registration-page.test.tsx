import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { problem } from '@/test/fake-api'
import '@/test/radix-in-jsdom'
import { pageOf } from '@/test/page-of'
import { sentBody } from '@/test/sent-requests'
import { renderVendorPage } from '../testing/render-vendor-page'

const activityId = '3f1e2d4c-5555-4a6b-8c7d-0000000000c1'
const questionId = '3f1e2d4c-5555-4a6b-8c7d-0000000000c2'
const base = `/api/vendor/activities/${activityId}`
const swim = {
  id: questionId,
  label: 'Can your child swim?',
  kind: 'yes_no',
  options: [],
  required: true,
  onRoster: false,
}
const registration = (version: number) => ({
  questions: [swim],
  waiver: { version, text: 'Paint may stain clothes.', savedAt: '2026-03-01T12:00:00Z' },
})
const signature = {
  id: '3f1e2d4c-5555-4a6b-8c7d-0000000000c3',
  childName: 'Lily Carter',
  signedName: 'Emily Carter',
  version: 1,
  signedAt: '2026-03-02T15:30:00.000Z',
  ipAddress: '203.0.113.9',
}

describe('ActivityRegistrationPage', { timeout: 20_000 }, () => {
  it('saves a new question after the kept one, a new waiver version, and lists the signatures with their PDFs', async () => {
    const { api } = await renderVendorPage(`/vendor/activities/${activityId}/registration`, {
      [`GET ${base}/registration`]: { status: 200, body: registration(1) },
      [`GET ${base}/signatures`]: { status: 200, body: pageOf([signature]) },
      [`PUT ${base}/questions`]: { status: 200, body: registration(1) },
      [`PUT ${base}/waiver`]: { status: 200, body: registration(2) },
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/^Version 1\./)).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }))
    const second = screen.getByRole('group', { name: 'Question 2' })
    await userEvent.type(within(second).getByLabelText('Question'), 'Favourite colour')
    await userEvent.click(within(second).getByRole('checkbox', { name: 'Show on Today' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save questions' }))
    expect(await screen.findByText('Questions saved.')).toBeInTheDocument()
    expect(sentBody(api, 'PUT', `${base}/questions`)).toEqual({
      questions: [
        {
          id: questionId,
          label: 'Can your child swim?',
          kind: 'yes_no',
          required: true,
          onRoster: false,
          options: [],
        },
        {
          label: 'Favourite colour',
          kind: 'short_text',
          required: false,
          onRoster: true,
          options: [],
        },
      ],
    })

    const text = screen.getByLabelText('Waiver text')
    await userEvent.clear(text)
    await userEvent.type(text, 'New risks.')
    await userEvent.click(screen.getByRole('button', { name: 'Save waiver' }))
    expect(await screen.findByText('Waiver saved as version 2.')).toBeInTheDocument()
    expect(sentBody(api, 'PUT', `${base}/waiver`)).toEqual({ text: 'New risks.' })

    const signatures = screen.getByRole('table', { name: 'Signatures' })
    expect(signatures).toHaveTextContent('Lily Carter')
    expect(signatures).toHaveTextContent('Emily Carter')
    expect(within(signatures).getByRole('link', { name: /Download/ })).toHaveAttribute(
      'href',
      `/api/vendor/signatures/${signature.id}/waiver.pdf`,
    )
  })

  it('refuses a choice with one answer before sending anything', async () => {
    const { api } = await renderVendorPage(`/vendor/activities/${activityId}/registration`, {
      [`GET ${base}/registration`]: { status: 200, body: { questions: [], waiver: null } },
      [`GET ${base}/signatures`]: { status: 200, body: pageOf([]) },
    })
    expect(await screen.findByText('No waiver has been signed yet.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }))
    await userEvent.type(screen.getByLabelText('Question'), 'Level')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save questions' })).toBeEnabled(),
    )
    await userEvent.click(screen.getByRole('combobox', { name: 'Answer' }))
    await userEvent.click(await screen.findByRole('option', { name: 'A choice' }))
    await userEvent.type(screen.getByLabelText('Answers to choose from, one a line'), 'New')
    await userEvent.click(screen.getByRole('button', { name: 'Save questions' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Give at least two answers to choose from',
    )
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)
  })

  it("says another provider's activity is not found", async () => {
    await renderVendorPage(`/vendor/activities/${activityId}/registration`, {
      [`GET ${base}/registration`]: {
        status: 404,
        body: problem(404, 'Not Found', 'Activity Not Found'),
      },
      [`GET ${base}/signatures`]: {
        status: 404,
        body: problem(404, 'Not Found', 'Activity Not Found'),
      },
    })
    expect(await screen.findByText('Activity not found')).toBeInTheDocument()
  })
})
