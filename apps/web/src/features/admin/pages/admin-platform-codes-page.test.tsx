import type { PlatformCode } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { problem } from '@/test/fake-api'
import { chooseOption } from '@/test/radix-in-jsdom'
import { sentBody } from '@/test/sent-requests'
import { loadAdminArea, renderAdminPage } from '../testing/render-admin-page'

beforeAll(loadAdminArea, 30_000)

const ID = '5b0e7a10-7777-4000-8000-000000000001'
const welcome: PlatformCode = {
  id: ID,
  kind: 'discount',
  code: 'WELCOME10',
  off: { unit: 'percent', percent: 10 },
  startsOn: '2027-01-01',
  endsOn: '2027-01-31',
  totalUses: 100,
  usesPerFamily: 1,
  active: true,
  usesTaken: 3,
  costCents: 5400,
  createdAt: '2026-11-20T12:00:00.000Z',
}
const page = (items: PlatformCode[]) => ({
  status: 200,
  body: { items, total: items.length, page: 1, pageCount: 1 },
})

describe('AdminPlatformCodesPage', { timeout: 20_000 }, () => {
  it('lists each code with what it takes off, its limits, uses and cost', async () => {
    await renderAdminPage('/admin/platform-codes', {
      'GET /api/admin/promo-codes': page([welcome]),
    })
    const table = await screen.findByRole('table', { name: 'Platform codes' })
    const [, row] = within(table).getAllByRole('row')
    expect(row).toHaveTextContent('WELCOME10')
    expect(row).toHaveTextContent('10% off')
    expect(row).toHaveTextContent('Jan 1, 2027 to Jan 31, 2027')
    expect(row).toHaveTextContent('100 uses in all, 1 per family')
    expect(row).toHaveTextContent('3 of 100 used')
    expect(row).toHaveTextContent('$54.00')
    expect(row).toHaveTextContent('Active')
  })

  it('adds a code in dollars, with the form’s sentences first and the server’s refusal after', async () => {
    const { api } = await renderAdminPage('/admin/platform-codes', {
      'GET /api/admin/promo-codes': page([]),
      'POST /api/admin/promo-codes': {
        status: 409,
        body: problem(409, 'Conflict', 'There is already a platform code named SPRING.'),
      },
    })
    expect(await screen.findByText('No platform codes yet')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add a code' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a platform code' })
    await userEvent.type(within(dialog).getByLabelText('Code'), 'x')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add code' }))
    expect(
      await within(dialog).findByText('A code has 3 to 30 letters, digits, hyphens or underscores'),
    ).toBeVisible()
    expect(within(dialog).getByText('Enter a whole percentage from 1 to 100')).toBeVisible()

    await userEvent.clear(within(dialog).getByLabelText('Code'))
    await userEvent.type(within(dialog).getByLabelText('Code'), 'SPRING')
    await chooseOption('Takes off', 'Amount off')
    await userEvent.type(within(dialog).getByLabelText('Amount off ($)'), '12.50')
    await userEvent.type(within(dialog).getByLabelText('Uses in all'), '20')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add code' }))
    expect(
      await within(dialog).findByText('There is already a platform code named SPRING.'),
    ).toBeVisible()
    expect(sentBody(api, 'POST', '/api/admin/promo-codes')).toEqual({
      kind: 'discount',
      code: 'SPRING',
      off: { unit: 'cents', cents: 1250 },
      startsOn: null,
      endsOn: null,
      totalUses: 20,
      usesPerFamily: null,
      active: true,
    })
  })

  it('switches a code off with its figures unchanged', async () => {
    const { api } = await renderAdminPage('/admin/platform-codes', {
      'GET /api/admin/promo-codes': page([welcome]),
      [`PUT /api/admin/promo-codes/${ID}`]: { status: 200, body: { ...welcome, active: false } },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Switch off WELCOME10' }))
    await waitFor(() =>
      expect(sentBody(api, 'PUT', `/api/admin/promo-codes/${ID}`)).toEqual({
        code: 'WELCOME10',
        off: { unit: 'percent', percent: 10 },
        startsOn: '2027-01-01',
        endsOn: '2027-01-31',
        totalUses: 100,
        usesPerFamily: 1,
        active: false,
      }),
    )
    expect(await screen.findByText('WELCOME10 switched off')).toBeInTheDocument()
  })

  it('shows why a used code cannot be deleted', async () => {
    await renderAdminPage('/admin/platform-codes', {
      'GET /api/admin/promo-codes': page([welcome]),
      [`DELETE /api/admin/promo-codes/${ID}`]: {
        status: 409,
        body: problem(
          409,
          'Conflict',
          'Families have used WELCOME10, so it stays with their bookings: switch it off instead.',
        ),
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Delete WELCOME10' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete WELCOME10?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete code' }))
    expect(
      await within(dialog).findByText(
        'Families have used WELCOME10, so it stays with their bookings: switch it off instead.',
      ),
    ).toBeVisible()
  })
})
