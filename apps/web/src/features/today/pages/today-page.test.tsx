import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sentBody } from '@/test/sent-requests'
import { leoId, mayaId, sampleToday, sessionId } from '@/test/today-samples'
import { phoneNetwork, recordedBatch } from '../testing/phone-network'
import { renderTodayPage } from '../testing/render-today-page'

const { goOffline, goOnline } = phoneNetwork()

describe('TodayPage', () => {
  it('shows each child with allergies, answers and who may collect, and checks one in with a tap', async () => {
    const { api } = await renderTodayPage({
      'GET /api/vendor/today': { status: 200, body: sampleToday() },
      'POST /api/vendor/attendance/batch': recordedBatch,
    })
    const roster = await screen.findByRole('list', { name: /^Children at Pottery, / })
    const maya = within(roster).getAllByRole('listitem')[0] as HTMLElement
    expect(maya).toHaveTextContent('Maya Lopez · 7')
    expect(maya).toHaveTextContent('Peanuts (Life-threatening)')
    expect(maya).toHaveTextContent('May collect:Ana Lopez (Parent), Dan Lopez (Grandfather)')
    expect(maya).toHaveTextContent('Can your child swim?:Yes')

    await userEvent.click(screen.getByRole('button', { name: 'Check in Maya Lopez' }))
    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/vendor/attendance/batch')).toMatchObject({
        actions: [{ kind: 'check_in', sessionId, participantId: mayaId }],
      }),
    )
  })

  it('queues check-ins while offline, shows them as not yet sent, and sends them in order when back', async () => {
    const { api } = await renderTodayPage({
      'GET /api/vendor/today': { status: 200, body: sampleToday() },
      'POST /api/vendor/attendance/batch': recordedBatch,
    })
    await screen.findByRole('list', { name: /^Children at Pottery, / })
    goOffline()
    expect(await screen.findByText(/^Offline — showing Today as of/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Check in Leo Lopez' }))
    await userEvent.click(screen.getByRole('button', { name: 'Check in Maya Lopez' }))
    expect(await screen.findByText('2 not yet sent')).toBeInTheDocument()
    expect(screen.getAllByText('Not yet sent')).toHaveLength(2)
    expect(api.mock.calls.some(([url]) => String(url).includes('batch'))).toBe(false)

    goOnline()
    await waitFor(() =>
      expect(sentBody(api, 'POST', '/api/vendor/attendance/batch')).toMatchObject({
        actions: [{ participantId: leoId }, { participantId: mayaId }],
      }),
    )
    await waitFor(() => expect(screen.queryByText('2 not yet sent')).not.toBeInTheDocument())
  })

  it('refuses someone else at check-out with the number to call, and says a pickup code needs the connection', async () => {
    const checkedIn = sampleToday({ requirePickupCode: true })
    for (const child of checkedIn.sessions[0]?.children ?? []) child.state = 'checked_in'
    await renderTodayPage({
      'GET /api/vendor/today': { status: 200, body: checkedIn },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Check out Maya Lopez' }))
    const dialog = await screen.findByRole('dialog', { name: 'Check out Maya' })
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Someone else' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Only the family or people they have authorised may collect Maya. Call the parent: 555-0100.',
    )
    expect(within(dialog).getByRole('button', { name: 'Check out' })).toBeDisabled()

    goOffline()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dan Lopez (Grandfather)' }))
    expect(
      await within(dialog).findByText(/Checking the pickup code needs a connection/),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Check out' })).toBeDisabled()
  })
})
