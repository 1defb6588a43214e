import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { problem } from '@/test/fake-api'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { bursary, codesOf, family10, openPricing } from '../testing/pricing-samples'

describe("The Pricing page's promo codes", () => {
  it("adds a code and shows the server's sentence for a name already taken", async () => {
    const { api } = await openPricing({
      'POST /api/vendor/promo-codes': {
        status: 409,
        body: problem(409, 'Conflict', 'You already have a code named FAMILY10.'),
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Add a code' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a code' }))
    await userEvent.type(dialog.getByLabelText('Code'), 'family10')
    await userEvent.type(dialog.getByLabelText('Off the booking (%)'), '10')
    await userEvent.type(dialog.getByLabelText('Uses in all'), '20')
    await userEvent.click(dialog.getByRole('button', { name: 'Add code' }))

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You already have a code named FAMILY10.',
    )
    expect(sentBody(api, 'POST', '/api/vendor/promo-codes')).toMatchObject({
      kind: 'discount',
      code: 'family10',
      off: { unit: 'percent', percent: 10 },
      totalUses: 20,
      usesPerFamily: null,
      active: true,
    })
  })

  it('switches a code off with everything else as it was', async () => {
    const { api } = await openPricing({
      'GET /api/vendor/promo-codes': codesOf([family10]),
      'PUT /api/vendor/promo-codes/7d1f0c2e-8888-4a6b-8c3d-000000000001': {
        status: 200,
        body: { ...family10, active: false },
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Switch off FAMILY10' }))
    await waitFor(() =>
      expect(
        requestsTo(api, 'PUT', '/api/vendor/promo-codes/7d1f0c2e-8888-4a6b-8c3d-000000000001'),
      ).toHaveLength(1),
    )
    expect(
      sentBody(api, 'PUT', '/api/vendor/promo-codes/7d1f0c2e-8888-4a6b-8c3d-000000000001'),
    ).toEqual({
      kind: 'discount',
      code: 'FAMILY10',
      activityIds: null,
      startsOn: null,
      endsOn: null,
      active: false,
      off: { unit: 'percent', percent: 10 },
      totalUses: 10,
      usesPerFamily: 1,
    })
  })

  it("keeps a used code, saying why in the server's words", async () => {
    const refusal =
      'Families have used FAMILY10, so it stays with their bookings: switch it off instead.'
    await openPricing({
      'GET /api/vendor/promo-codes': codesOf([family10]),
      'DELETE /api/vendor/promo-codes/7d1f0c2e-8888-4a6b-8c3d-000000000001': {
        status: 409,
        body: problem(409, 'Conflict', refusal),
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete FAMILY10' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete FAMILY10?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete code' }))
    expect(await dialog.findByText(refusal)).toBeInTheDocument()
  })

  it('shows the codes a page at a time', async () => {
    const { api } = await openPricing({
      'GET /api/vendor/promo-codes': (request) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? { status: 200, body: { items: [bursary], total: 2, page: 2, pageCount: 2 } }
          : { status: 200, body: { items: [family10], total: 2, page: 1, pageCount: 2 } },
    })
    const codes = await screen.findByRole('table', { name: 'Promo codes' })
    expect(screen.getByText('Showing 1 of 2 codes')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await within(codes).findByText('BURSARY')).toBeInTheDocument()
    expect(requestsTo(api, 'GET', '/api/vendor/promo-codes?page=2&limit=50')).toHaveLength(1)
  })
})
