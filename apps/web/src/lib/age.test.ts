import { describe, expect, it } from 'vitest'
import { ageInYears, ageLabel } from './age'

const on = { year: 2026, month: 3, day: 14 }

describe('ageInYears', () => {
  it('counts a birthday on the day itself', () => {
    expect(ageInYears('2019-03-14', on)).toBe(7)
  })

  it('does not count a birthday still to come this year', () => {
    expect(ageInYears('2019-03-15', on)).toBe(6)
    expect(ageInYears('2019-12-01', on)).toBe(6)
  })
})

describe('ageLabel', () => {
  it('reads Age N, or Under 1 for a baby', () => {
    expect(ageLabel('2019-03-14', on)).toBe('Age 7')
    expect(ageLabel('2025-06-01', on)).toBe('Under 1')
  })
})
