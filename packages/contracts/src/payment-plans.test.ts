import { describe, expect, it } from 'vitest'
import { addMonths, paymentChoices, planSchedule } from './payment-plans.ts'

const now = new Date('2027-01-31T15:00:00Z')
const day = 86_400_000
const startsAt = new Date('2027-06-20T14:00:00Z')

describe('a plan splits the quoted total', () => {
  it('takes a deposit now and the balance 14 days before the start', () => {
    const result = planSchedule({
      plan: { kind: 'deposit', depositCents: 20_000, depositPercent: null, balanceDaysBefore: 14 },
      totalCents: 60_000,
      startsAt,
      now,
    })
    expect(result).toEqual({
      ok: true,
      payments: [
        { amountCents: 20_000, dueAt: now },
        { amountCents: 40_000, dueAt: new Date('2027-06-06T14:00:00Z') },
      ],
    })
  })

  it('rounds a percentage deposit to the cent', () => {
    const result = planSchedule({
      plan: { kind: 'deposit', depositCents: null, depositPercent: 25, balanceDaysBefore: 14 },
      totalCents: 33_333,
      startsAt,
      now,
    })
    expect(result.ok && result.payments.map((payment) => payment.amountCents)).toEqual([
      8333, 25_000,
    ])
  })

  it('puts the cents left by rounding into the first of equal monthly instalments', () => {
    const result = planSchedule({
      plan: { kind: 'instalments', instalments: 3 },
      totalCents: 10_000,
      startsAt,
      now,
    })
    expect(result).toEqual({
      ok: true,
      payments: [
        { amountCents: 3334, dueAt: now },
        { amountCents: 3333, dueAt: new Date('2027-02-28T15:00:00Z') },
        { amountCents: 3333, dueAt: new Date('2027-03-31T15:00:00Z') },
      ],
    })
  })

  it('refuses a deposit larger than the price, with a sentence', () => {
    const result = planSchedule({
      plan: { kind: 'deposit', depositCents: 70_000, depositPercent: null, balanceDaysBefore: 14 },
      totalCents: 60_000,
      startsAt,
      now,
    })
    expect(result).toEqual({
      ok: false,
      reason: 'The deposit of $700.00 is more than the price of $600.00.',
    })
  })

  it('refuses instalments whose last payment would fall less than 7 days before the start', () => {
    const result = planSchedule({
      plan: { kind: 'instalments', instalments: 6 },
      totalCents: 60_000,
      startsAt,
      now,
    })
    expect(result).toEqual({
      ok: false,
      reason:
        'With 6 payments the last would fall on Jun 30, 2027, less than 7 days before the start on Jun 20, 2027: choose fewer payments.',
    })
  })
})

describe('the choices a family sees', () => {
  const plan = { kind: 'instalments' as const, instalments: 2 }

  it('offers the plan beside paying in full when the start is 30 days away or more', () => {
    const choices = paymentChoices({ plan, totalCents: 40_000, startsAt, now })
    expect(choices.map((choice) => choice.choice)).toEqual(['full', 'instalments'])
    expect(choices[1]?.payments.map((payment) => payment.amountCents)).toEqual([20_000, 20_000])
  })

  it('offers only paying in full under 30 days before the start', () => {
    const soon = new Date(now.getTime() + 29 * day)
    expect(paymentChoices({ plan, totalCents: 40_000, startsAt: soon, now })).toEqual([
      { choice: 'full', payments: [{ amountCents: 40_000, dueAt: now.toISOString() }] },
    ])
  })

  it('keeps the same day of the month, or the last day of a shorter month', () => {
    expect(addMonths(new Date('2027-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    )
    expect(addMonths(new Date('2027-11-15T10:00:00Z'), 3).toISOString()).toBe(
      '2028-02-15T10:00:00.000Z',
    )
  })
})
