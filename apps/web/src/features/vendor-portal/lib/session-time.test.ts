import { describe, expect, it } from 'vitest'
import {
  formatRelativeDay,
  formatRelativeSessionTime,
  formatSessionDate,
  formatSessionTimeRange,
} from './session-time'

const CHICAGO = 'America/Chicago'
// 21:30 on 9 March 2026 in Chicago, already the 10th in UTC.
const NOW = new Date('2026-03-10T02:30:00.000Z')

describe('session times', () => {
  it.each([
    ['2026-03-10T04:00:00.000Z', 'Today, 23:00'],
    ['2026-03-10T14:05:00.000Z', 'Tomorrow, 09:05'],
    ['2026-03-11T14:05:00.000Z', 'Mar 11, 09:05'],
    ['2026-12-01T16:00:00.000Z', 'Dec 1, 10:00'],
  ])('calls %s %s on the venue calendar', (startsAt, expected) => {
    expect(formatRelativeSessionTime(startsAt, CHICAGO, NOW)).toBe(expected)
  })

  it('judges today by the time zone it is given', () => {
    const startsAt = '2026-03-10T14:00:00.000Z'
    expect(formatRelativeDay(startsAt, CHICAGO, NOW)).toBe('Tomorrow')
    expect(formatRelativeDay(startsAt, 'UTC', NOW)).toBe('Today')
  })

  it('writes the full date and the hours with the zone name', () => {
    expect(formatSessionDate('2026-03-14T15:00:00.000Z', CHICAGO)).toBe('Sat, Mar 14, 2026')
    expect(
      formatSessionTimeRange('2026-03-14T15:00:00.000Z', '2026-03-14T16:30:00.000Z', CHICAGO),
    ).toBe('10:00–11:30 CDT')
  })
})
