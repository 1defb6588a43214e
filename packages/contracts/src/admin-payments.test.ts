import { describe, expect, it } from 'vitest'
import { platformSettingsInputSchema } from './admin.ts'
import { adminPaymentListQuerySchema, adminRefundFormSchema } from './admin-payments.ts'

const form = adminRefundFormSchema(2500)
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('the refund dialog', () => {
  it('reads dollars into cents, with or without a dollar sign', () => {
    for (const [amount, cents] of [
      ['5', 500],
      ['5.5', 550],
      ['$12.34', 1234],
      [' 25.00 ', 2500],
      ['0.29', 29],
    ] as const) {
      expect(form.parse({ amount, reason: 'Started late' })).toEqual({
        amountCents: cents,
        reason: 'Started late',
      })
    }
  })

  it('refuses what is not an amount, nothing, or more than is left', () => {
    const reason = 'Started late'
    expect(messageOf(form.safeParse({ amount: '5.555', reason }))).toBe(
      'Enter an amount in dollars, like 12.50',
    )
    expect(messageOf(form.safeParse({ amount: '1,000', reason }))).toBe(
      'Enter an amount in dollars, like 12.50',
    )
    expect(messageOf(form.safeParse({ amount: '0.00', reason }))).toBe(
      'The amount must be more than $0.00',
    )
    expect(messageOf(form.safeParse({ amount: '25.01', reason }))).toBe(
      'Only $25.00 is left to refund',
    )
  })
})

describe('the payments list query', () => {
  it('wants the end date on or after the start date', () => {
    expect(
      adminPaymentListQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-02' }).success,
    ).toBe(true)
    const backwards = adminPaymentListQuerySchema.safeParse({
      from: '2026-03-02',
      to: '2026-03-01',
    })
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'The end date must be on or after the start date',
    })
  })
})

describe('the platform fee', () => {
  const settings = { autoApproveActivities: true }
  it('takes 0 to 50 percent in hundredths', () => {
    for (const fee of [0, 0.01, 7.25, 10, 19.99, 50]) {
      expect(
        platformSettingsInputSchema.parse({ ...settings, platformFeePercent: fee }),
      ).toMatchObject({ platformFeePercent: fee })
    }
    for (const fee of [-0.01, 50.01, 1.005, Number.NaN]) {
      expect(
        platformSettingsInputSchema.safeParse({ ...settings, platformFeePercent: fee }).success,
        String(fee),
      ).toBe(false)
    }
  })
})
