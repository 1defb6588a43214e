import { describe, expect, it } from 'vitest'
import { formatMoney } from './money'

describe('formatMoney', () => {
  it('formats cents as US dollars with two decimals', () => {
    expect(formatMoney(1000)).toBe('$10.00')
    expect(formatMoney(2599)).toBe('$25.99')
    expect(formatMoney(5)).toBe('$0.05')
  })

  it('groups thousands the en-US way', () => {
    expect(formatMoney(123456789)).toBe('$1,234,567.89')
  })

  it("reads 'Free' when there is no price", () => {
    expect(formatMoney(0)).toBe('Free')
    expect(formatMoney(null)).toBe('Free')
    expect(formatMoney(undefined)).toBe('Free')
  })
})
