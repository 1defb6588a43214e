import { describe, expect, it } from 'vitest'
import { ageLabel, calendarDateIn } from './age'

describe('ageLabel', () => {
  it('reads Age N, or Under 1 for a baby', () => {
    const on = { year: 2026, month: 3, day: 14 }
    expect(ageLabel('2019-03-14', on)).toBe('Age 7')
    expect(ageLabel('2019-03-15', on)).toBe('Age 6')
    expect(ageLabel('2025-06-01', on)).toBe('Under 1')
  })
})

describe('calendarDateIn', () => {
  it('reads the date on the venue’s calendar, not the browser’s', () => {
    // 03:00 UTC on 1 March is still the last day of February in Chicago.
    const instant = new Date('2027-03-01T03:00:00Z')
    expect(calendarDateIn(instant, 'America/Chicago')).toEqual({ year: 2027, month: 2, day: 28 })
    expect(calendarDateIn(instant, 'Asia/Tokyo')).toEqual({ year: 2027, month: 3, day: 1 })
  })

  it('falls back to the browser’s zone for a zone it does not know', () => {
    const instant = new Date('2027-03-01T12:00:00Z')
    expect(calendarDateIn(instant, 'Mars/Olympus')).toEqual(calendarDateIn(instant))
  })
})
