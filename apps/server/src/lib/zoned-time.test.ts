import { describe, expect, it } from 'vitest'
import { addDays, localDateAt, zonedTimeToUtc } from './zoned-time.ts'

const at = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
})

describe('zonedTimeToUtc', () => {
  it('keeps 10:00 in Chicago at 10:00 across the spring-forward change of 2026-03-08', () => {
    expect(zonedTimeToUtc(at(2026, 3, 7, 10), 'America/Chicago').toISOString()).toBe(
      '2026-03-07T16:00:00.000Z',
    )
    expect(zonedTimeToUtc(at(2026, 3, 8, 10), 'America/Chicago').toISOString()).toBe(
      '2026-03-08T15:00:00.000Z',
    )
  })

  it('moves a time inside the spring-forward gap forward by the gap', () => {
    // 02:30 does not exist in Chicago on 2026-03-08; the clock reads 03:30 CDT an hour after 01:30.
    expect(zonedTimeToUtc(at(2026, 3, 8, 2, 30), 'America/Chicago').toISOString()).toBe(
      '2026-03-08T08:30:00.000Z',
    )
  })

  it('keeps 10:00 in Los Angeles at 10:00 across the fall-back change of 2026-11-01', () => {
    expect(zonedTimeToUtc(at(2026, 10, 31, 10), 'America/Los_Angeles').toISOString()).toBe(
      '2026-10-31T17:00:00.000Z',
    )
    expect(zonedTimeToUtc(at(2026, 11, 1, 10), 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-01T18:00:00.000Z',
    )
  })

  it('takes the earlier of the two 01:30s when the clock falls back', () => {
    expect(zonedTimeToUtc(at(2026, 11, 1, 1, 30), 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-01T08:30:00.000Z',
    )
  })

  it('handles zones without daylight saving and the date line', () => {
    expect(zonedTimeToUtc(at(2026, 7, 1, 9), 'America/Phoenix').toISOString()).toBe(
      '2026-07-01T16:00:00.000Z',
    )
    expect(zonedTimeToUtc(at(2026, 1, 1, 0, 30), 'Pacific/Auckland').toISOString()).toBe(
      '2025-12-31T11:30:00.000Z',
    )
  })
})

describe('localDateAt and addDays', () => {
  it('reads the venue calendar date, not the UTC one', () => {
    const lateEveningInSeattle = new Date('2026-03-07T06:30:00Z')
    expect(localDateAt(lateEveningInSeattle, 'America/Los_Angeles')).toEqual({
      year: 2026,
      month: 3,
      day: 6,
      weekday: 5,
    })
  })

  it('steps over month and year ends', () => {
    expect(addDays({ year: 2026, month: 12, day: 30, weekday: 3 }, 3)).toEqual({
      year: 2027,
      month: 1,
      day: 2,
      weekday: 6,
    })
  })
})
