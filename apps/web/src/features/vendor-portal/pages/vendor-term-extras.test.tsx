import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pageOf } from '@/test/page-of'
import { chooseOption } from '@/test/radix-in-jsdom'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { openSchedules } from '../testing/open-schedules'
import { sampleTerm, termId } from '../testing/term-samples'

const extraId = '7d1f0c2e-7777-4a6b-8c3d-000000000001'
const afterCare = {
  id: extraId,
  name: 'After-care',
  priceCents: 1_500,
  pricePer: 'session' as const,
  places: 10,
}

async function openDialog(button: string, dialog: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }))
  return within(await screen.findByRole('dialog', { name: dialog }))
}

describe("A term's extras on Schedules", () => {
  it("lists a term's extras with their price unit and places", async () => {
    await openSchedules({
      'GET /api/vendor/terms': {
        status: 200,
        body: pageOf([
          sampleTerm({
            extras: [
              {
                id: '7d1f0c2e-7777-4a6b-8c3d-000000000001',
                name: 'After-care',
                priceCents: 1_500,
                pricePer: 'session',
                places: 10,
              },
              {
                id: '7d1f0c2e-7777-4a6b-8c3d-000000000002',
                name: 'Paint kit',
                priceCents: 2_500,
                pricePer: 'booking',
                places: null,
              },
            ],
          }),
        ]),
      },
    })

    const extras = await screen.findByRole('list', { name: 'Extras of Spring 2026' })
    expect(
      within(extras)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/^Extra:/).textContent),
    ).toEqual([
      'Extra: After-care · $15.00 per session · 10 places',
      'Extra: Paint kit · $25.00 per booking · No limit',
    ])
  })

  it('removes an extra after asking', async () => {
    const extraId = '7d1f0c2e-7777-4a6b-8c3d-000000000001'
    const afterCare = {
      id: extraId,
      name: 'After-care',
      priceCents: 1_500,
      pricePer: 'session' as const,
      places: 10,
    }
    let extras = [afterCare]
    const { api } = await openSchedules({
      'GET /api/vendor/terms': () => ({ status: 200, body: pageOf([sampleTerm({ extras })]) }),
      [`DELETE /api/vendor/terms/${termId}/extras/${extraId}`]: () => {
        extras = []
        return { status: 204 }
      },
    })

    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove extra After-care of Spring 2026' }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this extra?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove extra' }))

    expect(await screen.findByText('After-care removed')).toBeInTheDocument()
    expect(requestsTo(api, 'DELETE', `/api/vendor/terms/${termId}/extras/${extraId}`)).toHaveLength(
      1,
    )
    expect(screen.queryByRole('list', { name: 'Extras of Spring 2026' })).not.toBeInTheDocument()
  })

  it('adds an extra with its price in cents, per session or once, and places', async () => {
    const { api } = await openSchedules({
      [`POST /api/vendor/terms/${termId}/extras`]: {
        status: 201,
        body: { ...afterCare, id: extraId, name: 'Lunch', pricePer: 'booking', places: null },
      },
    })
    const dialog = await openDialog('Add extra to Spring 2026', 'Add an extra')
    await userEvent.click(dialog.getByRole('button', { name: 'Add extra' }))
    expect(await dialog.findByText('Give the extra a name')).toBeInTheDocument()

    await userEvent.type(dialog.getByLabelText('Name'), 'Lunch')
    await userEvent.type(dialog.getByLabelText('Price ($)'), '8.5')
    await chooseOption('Charged', 'Once per booking')
    await userEvent.click(dialog.getByRole('button', { name: 'Add extra' }))

    expect(await screen.findByText('Lunch added to Spring 2026')).toBeInTheDocument()
    expect(sentBody(api, 'POST', `/api/vendor/terms/${termId}/extras`)).toEqual({
      name: 'Lunch',
      priceCents: 850,
      pricePer: 'booking',
      places: null,
    })
  })

  it('edits an extra from what it holds', async () => {
    const { api } = await openSchedules({
      'GET /api/vendor/terms': { status: 200, body: pageOf([sampleTerm({ extras: [afterCare] })]) },
      [`PATCH /api/vendor/terms/${termId}/extras/${extraId}`]: {
        status: 200,
        body: { ...afterCare, places: 12 },
      },
    })
    const dialog = await openDialog('Edit extra After-care of Spring 2026', 'Edit After-care')
    expect(dialog.getByLabelText('Price ($)')).toHaveValue('15.00')
    await userEvent.clear(dialog.getByLabelText('Places'))
    await userEvent.type(dialog.getByLabelText('Places'), '12')
    await userEvent.click(dialog.getByRole('button', { name: 'Save extra' }))

    expect(await screen.findByText('After-care saved')).toBeInTheDocument()
    expect(sentBody(api, 'PATCH', `/api/vendor/terms/${termId}/extras/${extraId}`)).toEqual({
      name: 'After-care',
      priceCents: 1_500,
      pricePer: 'session',
      places: 12,
    })
  })
})
