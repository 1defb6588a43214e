import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { type FakeRoute, problem } from '@/test/fake-api'
import { chooseOption } from '@/test/radix-in-jsdom'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { ids, page, vendorDetail, vendorSummary } from '../testing/admin-samples'
import { loadAdminArea, renderAdminPage } from '../testing/render-admin-page'

const REJECT_PATH = `/api/admin/vendors/${ids.vendor}/reject`

function listRoute(statusAfterDecision: () => 'pending' | 'approved' | 'rejected'): FakeRoute {
  return () => ({ status: 200, body: page([vendorSummary({ status: statusAfterDecision() })]) })
}

beforeAll(loadAdminArea, 30_000)

// Generous: the app's lazy screens and user-event typing are slow on a small, busy machine.
describe('AdminVendorsPage', { timeout: 20_000 }, () => {
  it('searches and filters through the URL and the server', async () => {
    const { api, router } = await renderAdminPage('/admin/vendors', {
      'GET /api/admin/vendors': { status: 200, body: page([vendorSummary()]) },
    })
    const row = (await screen.findByRole('link', { name: 'Pinecone Pottery Club' })).closest('tr')
    expect(row).toHaveTextContent('pending-vendor@example.com')
    expect(row).toHaveTextContent('Pending')

    await userEvent.type(screen.getByLabelText('Search vendors'), 'pine{Enter}')
    await chooseOption('Status', 'Pending')

    await waitFor(() =>
      expect(
        requestsTo(api, 'GET', '/api/admin/vendors?q=pine&status=pending&page=1'),
      ).toHaveLength(1),
    )
    expect(router.state.location.search).toBe('?q=pine&status=pending')
  })

  it('will not reject without a reason, then sends the reason given', async () => {
    let status: 'pending' | 'rejected' = 'pending'
    const { api } = await renderAdminPage('/admin/vendors', {
      'GET /api/admin/vendors': listRoute(() => status),
      [`POST ${REJECT_PATH}`]: () => {
        status = 'rejected'
        return { status: 200, body: vendorDetail({ status }) }
      },
    })

    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject Pinecone Pottery Club' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Reject Pinecone Pottery Club?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))

    expect(
      await within(dialog).findByText('Please give a reason of at least 3 characters.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true')
    expect(requestsTo(api, 'POST', REJECT_PATH)).toHaveLength(0)

    await userEvent.type(
      within(dialog).getByLabelText('Reason'),
      '  We could not verify your studio address.  ',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))

    expect(await screen.findByText('Pinecone Pottery Club is rejected')).toBeInTheDocument()
    expect(sentBody(api, 'POST', REJECT_PATH)).toEqual({
      reason: 'We could not verify your studio address.',
    })
    // The list is asked again and shows the new status.
    const row = (await screen.findByText('Rejected')).closest('tr') as HTMLElement
    expect(within(row).queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument()
  })

  it('approves after confirmation and refreshes the list', async () => {
    let status: 'pending' | 'approved' = 'pending'
    const { api } = await renderAdminPage('/admin/vendors', {
      'GET /api/admin/vendors': listRoute(() => status),
      [`POST /api/admin/vendors/${ids.vendor}/approve`]: () => {
        status = 'approved'
        return { status: 200, body: vendorDetail({ status }) }
      },
    })

    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve Pinecone Pottery Club' }),
    )
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Approve Pinecone Pottery Club?',
    })
    expect(dialog).toHaveTextContent('Its active, approved activities go public at once')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))

    expect(await screen.findByText('Pinecone Pottery Club is approved')).toBeInTheDocument()
    expect(requestsTo(api, 'POST', `/api/admin/vendors/${ids.vendor}/approve`)).toHaveLength(1)
    expect(
      await screen.findByRole('button', { name: 'Suspend Pinecone Pottery Club' }),
    ).toBeInTheDocument()
  })

  it("explains suspension and shows the server's refusal in the dialog", async () => {
    await renderAdminPage('/admin/vendors', {
      'GET /api/admin/vendors': {
        status: 200,
        body: page([vendorSummary({ status: 'approved' })]),
      },
      [`POST /api/admin/vendors/${ids.vendor}/suspend`]: {
        status: 409,
        body: problem(409, 'Conflict', 'Only an approved provider can be suspended.'),
      },
    })

    await userEvent.click(
      await screen.findByRole('button', { name: 'Suspend Pinecone Pottery Club' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Pinecone Pottery Club?' })
    expect(dialog).toHaveTextContent('All of its activities leave the public site at once')
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Repeated complaints')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only an approved provider can be suspended.',
    )
  })
})
