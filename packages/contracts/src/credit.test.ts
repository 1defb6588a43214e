import { describe, expect, it } from 'vitest'
import { adminCreditFormSchema, creditLabel, refundChoiceInputSchema } from './credit.ts'

describe('account credit words and forms', () => {
  it("names a provider's credit and the platform's", () => {
    expect(creditLabel('Sunny Studio')).toBe('Credit with Sunny Studio')
    expect(creditLabel(null)).toBe('Activities for Children credit')
  })

  it('reads the give-credit form in dollars into cents, within $500.00', () => {
    const form = { email: 'sam@example.com', reason: 'Goodwill' }
    expect(adminCreditFormSchema.parse({ ...form, amountCents: '$12.50' }).amountCents).toBe(1250)
    const tooMuch = adminCreditFormSchema.safeParse({ ...form, amountCents: '500.01' })
    expect(tooMuch.error?.issues.map((issue) => issue.message)).toEqual([
      'A platform credit can be at most $500.00.',
    ])
    const typo = adminCreditFormSchema.safeParse({ ...form, amountCents: '12.345' })
    expect(typo.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter an amount in dollars, like 12.50',
    ])
  })

  it('takes only a refund or a credit as the choice', () => {
    expect(refundChoiceInputSchema.safeParse({ choice: 'cash' }).error?.issues[0]?.message).toBe(
      'Choose a refund to your card or a credit with the provider.',
    )
  })
})
