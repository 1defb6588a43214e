import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type FakeReply, problem } from '@/test/fake-api'
import { requestsTo, sentBody } from '@/test/sent-requests'
import {
  bursary,
  codesOf,
  earlyBirdRule,
  family10,
  openPricing,
  rulesOf,
  siblingRule,
} from '../testing/pricing-samples'
import { ids } from '../testing/vendor-samples'

describe('The Pricing page', () => {
  it('lists each discount and code in plain words, with its activities and uses', async () => {
    await openPricing({
      'GET /api/vendor/discount-rules': rulesOf([earlyBirdRule, siblingRule]),
      'GET /api/vendor/promo-codes': codesOf([bursary, family10]),
    })

    const rules = await screen.findByRole('list', { name: 'Discounts' })
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Early bird: $150.00 until Mar 1, 2027, 11:59 PM'),
      expect.stringContaining('Siblings: 10% off the 2nd child, 15% off each later child'),
    ])
    expect(within(rules).getByText('Watercolor Adventures')).toBeInTheDocument()
    expect(within(rules).getByText('All activities')).toBeInTheDocument()

    const codes = await screen.findByRole('table', { name: 'Promo codes' })
    const family = within(codes).getByRole('row', { name: /FAMILY10/ })
    expect(within(family).getByText('3 of 10 used')).toBeInTheDocument()
    expect(within(family).getByText('Active')).toBeInTheDocument()
    expect(
      within(family).getByText('All activities · 10 uses in all, 1 per family'),
    ).toBeInTheDocument()
    const scholarship = within(codes).getByRole('row', { name: /BURSARY/ })
    expect(within(scholarship).getByText('5 scholarship places at no cost')).toBeInTheDocument()
    expect(within(scholarship).getByText('0 of 5 places used')).toBeInTheDocument()
    expect(within(scholarship).getByText('Off')).toBeInTheDocument()
    expect(
      within(scholarship).getByRole('button', { name: 'Switch on BURSARY' }),
    ).toBeInTheDocument()
  })

  it('says families pay the listed prices while there are no discounts', async () => {
    await openPricing()
    expect(
      await screen.findByRole('heading', {
        name: 'No discounts yet: families pay the listed prices',
      }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'No promo codes yet' })).toBeInTheDocument()
  })

  it('says when the discounts could not be loaded, and tries again', async () => {
    let answer: FakeReply = {
      status: 503,
      body: problem(
        503,
        'Service Unavailable',
        'The service is briefly unavailable. Please try again in a moment.',
      ),
    }
    await openPricing({ 'GET /api/vendor/discount-rules': () => answer })
    expect(await screen.findByText('Could not load your discounts')).toBeInTheDocument()
    answer = rulesOf([siblingRule])
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Discounts' })).toBeInTheDocument()
  })

  it('adds a sibling discount for chosen activities, then gives the focus back', async () => {
    let rules: unknown[] = []
    const { api } = await openPricing({
      'GET /api/vendor/discount-rules': () => rulesOf(rules),
      'POST /api/vendor/discount-rules': async (request) => {
        rules = [{ ...siblingRule, ...(await request.json()) }]
        return { status: 201, body: rules[0] }
      },
    })
    const add = await screen.findByRole('button', { name: 'Add a discount' })
    await userEvent.click(add)
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a discount' }))
    expect(dialog.getByRole('radio', { name: /^Siblings/ })).toBeChecked()

    await userEvent.click(dialog.getByRole('button', { name: 'Add discount' }))
    expect(await dialog.findAllByText('Enter a whole percentage from 1 to 100')).toHaveLength(2)

    await userEvent.type(dialog.getByLabelText('Off the 2nd child (%)'), '10')
    await userEvent.type(dialog.getByLabelText('Off each later child (%)'), '15')
    await userEvent.click(dialog.getByRole('radio', { name: 'Chosen activities' }))
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Spring Swim' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Add discount' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sentBody(api, 'POST', '/api/vendor/discount-rules')).toEqual({
      kind: 'siblings',
      activityIds: [ids.otherActivity],
      secondChild: { unit: 'percent', percent: 10 },
      laterChildren: { unit: 'percent', percent: 15 },
    })
    expect(await screen.findByText('Spring Swim')).toBeInTheDocument()
    await waitFor(() => expect(add).toHaveFocus())
  })

  it("puts the server's early-bird refusal under the day, where the focus goes", async () => {
    const refusal =
      'The early bird must end before Spring 2027 of Spring Swim starts (Mar 1, 2027, 9:00 AM).'
    await openPricing({
      'GET /api/vendor/discount-rules': rulesOf([earlyBirdRule]),
      'PUT /api/vendor/discount-rules/7d1f0c2e-9999-4a6b-8c3d-000000000002': {
        status: 422,
        body: problem(422, 'Unprocessable Content', refusal, { until: [refusal] }),
      },
    })
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Edit Early bird: $150.00 until Mar 1, 2027, 11:59 PM · Watercolor Adventures',
      }),
    )
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit discount' }))
    expect(dialog.getByRole('radio', { name: /^Early bird/ })).toBeDisabled()
    expect(dialog.getByLabelText('Early-bird term price ($)')).toHaveValue('150.00')
    await userEvent.click(dialog.getByRole('button', { name: 'Save discount' }))

    const day = dialog.getByLabelText('Last day')
    await waitFor(() => expect(day).toHaveFocus())
    expect(day).toHaveAccessibleDescription(refusal)
  })

  it('deletes a discount after asking, then puts the focus on the list of discounts', async () => {
    let rules: unknown[] = [siblingRule]
    const { api } = await openPricing({
      'GET /api/vendor/discount-rules': () => rulesOf(rules),
      'DELETE /api/vendor/discount-rules/7d1f0c2e-9999-4a6b-8c3d-000000000001': () => {
        rules = []
        return { status: 204 }
      },
    })
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Delete Siblings: 10% off the 2nd child, 15% off each later child · All activities',
      }),
    )
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this discount?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete discount' }))

    expect(
      await screen.findByRole('heading', {
        name: 'No discounts yet: families pay the listed prices',
      }),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Discounts' })).toHaveFocus())
    expect(
      requestsTo(api, 'DELETE', '/api/vendor/discount-rules/7d1f0c2e-9999-4a6b-8c3d-000000000001'),
    ).toHaveLength(1)
  })
})
