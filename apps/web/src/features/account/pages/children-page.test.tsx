import type { Child } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { lily, max } from '@/test/account-samples'
import { type FakeReply, problem } from '@/test/fake-api'
import { pageOf } from '@/test/page-of'
import { renderAccountPage, sentBodies } from '../testing/render-account-page'

/** A family on a fake server that keeps what it is sent. */
function familyRoutes(start: Child[]) {
  let family = [...start]
  return {
    'GET /api/children': () => ({ status: 200, body: pageOf(family) }),
    'POST /api/children': async (request: Request) => {
      const input = await request.json()
      const child = {
        ...input,
        id: '9a2b7c40-3333-4d5e-8f90-0000000000b9',
        notes: input.notes || null,
      }
      family = [...family, child]
      return { status: 201, body: child }
    },
    [`PUT /api/children/${lily.id}`]: async (request: Request) => {
      const input = await request.json()
      const child = { ...lily, ...input, notes: input.notes || null }
      family = family.map((each) => (each.id === lily.id ? child : each))
      return { status: 200, body: child }
    },
    [`DELETE /api/children/${lily.id}`]: () => {
      family = family.filter((each) => each.id !== lily.id)
      return { status: 204 }
    },
  }
}

// Each test drives the whole app through user events: seconds on a busy machine.
describe('ChildrenPage', { timeout: 20_000 }, () => {
  it('invites to add the first child and adds them', async () => {
    const { api } = await renderAccountPage('/children', 'Child Profiles', familyRoutes([]))

    expect(await screen.findByText('No child profiles yet')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add your first child' }))
    const dialog = screen.getByRole('dialog', { name: 'Add a child' })
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Nora')
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Carter')
    await userEvent.type(within(dialog).getByLabelText('Date of birth'), '2018-05-01')
    await userEvent.type(within(dialog).getByLabelText('Notes (optional)'), 'Asthma inhaler')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add child' }))

    expect(await screen.findByText('Nora has been added')).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Your children' })
    expect(within(list).getByRole('heading', { name: 'Nora Carter' })).toBeInTheDocument()
    expect(within(list).getByText('Asthma inhaler')).toBeInTheDocument()
    expect(sentBodies(api, 'POST', '/api/children')).toEqual([
      { firstName: 'Nora', lastName: 'Carter', birthDate: '2018-05-01', notes: 'Asthma inhaler' },
    ])
  })

  it('shows each child’s age from the date of birth, and the notes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-14T12:00:00') })
    await renderAccountPage('/children', 'Child Profiles', familyRoutes([lily, max]))

    const list = await screen.findByRole('list', { name: 'Your children' })
    expect(within(list).getByText('Age 7 · Born March 14, 2019')).toBeInTheDocument()
    expect(within(list).getByText('Age 9 · Born September 2, 2016')).toBeInTheDocument()
    expect(within(list).getByText('Mild peanut allergy.')).toBeInTheDocument()
    vi.useRealTimers()
  })

  it('checks the form with the shared rules before sending', async () => {
    const { api } = await renderAccountPage('/children', 'Child Profiles', familyRoutes([lily]))
    await screen.findByRole('list', { name: 'Your children' })

    await userEvent.click(screen.getByRole('button', { name: 'Add child' }))
    const dialog = screen.getByRole('dialog', { name: 'Add a child' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add child' }))

    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Enter a date of birth')).toBeInTheDocument()
    expect(sentBodies(api, 'POST', '/api/children')).toHaveLength(0)
  })

  it('edits a child and shows the server’s field message when refused', async () => {
    let refuse = true
    const routes = familyRoutes([lily])
    const save = routes[`PUT /api/children/${lily.id}`] as (request: Request) => Promise<FakeReply>
    const { api } = await renderAccountPage('/children', 'Child Profiles', {
      ...routes,
      [`PUT /api/children/${lily.id}`]: async (request: Request) => {
        if (!refuse) return save(request)
        refuse = false
        return {
          status: 400,
          body: problem(400, 'Bad Request', 'Please check the form', {
            birthDate: ['Enter a date of birth after 1990'],
          }),
        }
      },
    })

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lily Carter' }))
    const dialog = screen.getByRole('dialog', { name: "Edit Lily's profile" })
    const notes = within(dialog).getByLabelText('Notes (optional)')
    await userEvent.clear(notes)
    await userEvent.type(notes, 'No nuts at all')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('Enter a date of birth after 1990')).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Child profile saved')).toBeInTheDocument()
    expect(screen.getByText('No nuts at all')).toBeInTheDocument()
    expect(sentBodies(api, 'PUT', `/api/children/${lily.id}`).at(-1)).toEqual({
      firstName: 'Lily',
      lastName: 'Carter',
      birthDate: '2019-03-14',
      notes: 'No nuts at all',
    })
  })

  it('deletes a child after confirming', async () => {
    const { api } = await renderAccountPage(
      '/children',
      'Child Profiles',
      familyRoutes([lily, max]),
    )

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Lily Carter' }))
    const confirm = screen.getByRole('alertdialog', { name: "Delete Lily Carter's profile?" })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete profile' }))

    expect(await screen.findByText("Lily's profile has been deleted")).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Lily Carter' })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('heading', { name: 'Max Carter' })).toBeInTheDocument()
    expect(
      api.mock.calls.some(
        ([path, init]) => path === `/api/children/${lily.id}` && init?.method === 'DELETE',
      ),
    ).toBe(true)
  })

  it('offers to try again when the list cannot load', async () => {
    let failures = 0
    await renderAccountPage('/children', 'Child Profiles', {
      'GET /api/children': () => {
        // The query client retries a server error once by itself: both attempts fail.
        if (failures === 2) return { status: 200, body: pageOf([lily]) }
        failures += 1
        return { status: 503, body: problem(503, 'Service Unavailable', 'The server is busy.') }
      },
    })

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert).toHaveTextContent('The server is busy.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Lily Carter' })).toBeInTheDocument()
  })
})
