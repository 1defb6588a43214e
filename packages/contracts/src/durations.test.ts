import { describe, expect, it } from 'vitest'
import { durationInWords, hoursInWords } from './durations.ts'

describe('durationInWords', () => {
  it('says minutes, one minute alone without a plural', () => {
    expect(durationInWords(1)).toBe('1 minute')
    expect(durationInWords(15)).toBe('15 minutes')
    expect(durationInWords(90)).toBe('90 minutes')
  })

  it('says whole hours in hours', () => {
    expect(durationInWords(60)).toBe('1 hour')
    expect(durationInWords(120)).toBe('2 hours')
    expect(hoursInWords(1)).toBe('1 hour')
    expect(hoursInWords(24)).toBe('24 hours')
    expect(hoursInWords(168)).toBe('168 hours')
  })
})
