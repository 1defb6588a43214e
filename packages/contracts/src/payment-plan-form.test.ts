import { describe, expect, it } from 'vitest'
import { planFormSchema, planFormValues } from './payment-plan-form.ts'

const form = planFormValues({ plan: { kind: 'none' }, keepsFirstPayment: true })

const messages = (input: object) => {
  const parsed = planFormSchema.safeParse({ ...form, ...input })
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path[0], issue.message])
}

describe('the plan form', () => {
  it('starts with no plan, a balance 14 days before the start and 3 instalments', () => {
    expect(form).toMatchObject({ kind: 'none', balanceDaysBefore: '14', instalments: '3' })
    expect(planFormSchema.parse(form)).toEqual({ plan: { kind: 'none' }, keepsFirstPayment: true })
  })

  it('reads a deposit in dollars or as a percentage, never both', () => {
    expect(
      planFormSchema.parse({ ...form, kind: 'deposit', deposit: '50', depositPercent: '20' }),
    ).toEqual({
      plan: { kind: 'deposit', depositCents: 5_000, depositPercent: null, balanceDaysBefore: 14 },
      keepsFirstPayment: true,
    })
    expect(
      planFormSchema.parse({
        ...form,
        kind: 'deposit',
        depositAs: 'percent',
        depositPercent: '25',
        keepsFirstPayment: false,
      }),
    ).toEqual({
      plan: { kind: 'deposit', depositCents: null, depositPercent: 25, balanceDaysBefore: 14 },
      keepsFirstPayment: false,
    })
  })

  it("puts the setting's own messages on the fields typed", () => {
    expect(messages({ kind: 'deposit', deposit: '' })).toEqual([
      ['deposit', 'Enter a deposit of at least $0.01'],
    ])
    expect(
      messages({
        kind: 'deposit',
        depositAs: 'percent',
        depositPercent: '100',
        balanceDaysBefore: '0',
      }),
    ).toEqual([
      ['depositPercent', 'A deposit percentage is a whole number from 1 to 99'],
      ['balanceDaysBefore', 'The balance is due 1 to 180 days before the start'],
    ])
    expect(messages({ kind: 'instalments', instalments: '7' })).toEqual([
      ['instalments', 'Choose 2 to 6 payments'],
    ])
  })

  it('reads back a saved plan as it was set', () => {
    const setting = {
      plan: {
        kind: 'deposit' as const,
        depositCents: null,
        depositPercent: 30,
        balanceDaysBefore: 21,
      },
      keepsFirstPayment: false,
    }
    expect(planFormSchema.parse(planFormValues(setting))).toEqual(setting)
  })
})
