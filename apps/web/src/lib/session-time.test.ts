import { describe, expect, it } from 'vitest'
import {
  formatRelativeDay,
  formatRelativeSessionTime,
  formatSessionDate,
  formatSessionTimeRange,
  formatZonedClockTime,
  sessionSpanLabel,
  sessionTimeLabel,
  timeZoneLabel,
} from './session-time'

const CHICAGO = 'America/Chicago'
// 21:30 on 9 March 2026 in Chicago, already the 10th in UTC.
const NOW = new Date('2026-03-10T02:30:00.000Z')
// 17:00 in Berlin in winter.
const BERLIN_EVENING = '2026-11-26T16:00:00.000Z'

describe('session times on a provider screen', () => {
  it.each([
    ['2026-03-10T04:00:00.000Z', 'Today, 23:00 CDT'],
    ['2026-03-10T14:05:00.000Z', 'Tomorrow, 09:05 CDT'],
    ['2026-03-11T14:05:00.000Z', 'Mar 11, 09:05 CDT'],
    ['2026-12-01T16:00:00.000Z', 'Dec 1, 10:00 CST'],
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

  it("names a European venue's zone by its abbreviation, in winter and in summer", () => {
    expect(formatZonedClockTime(BERLIN_EVENING, 'Europe/Berlin')).toBe('17:00 CET')
    expect(formatZonedClockTime('2026-07-01T15:00:00.000Z', 'Europe/Berlin')).toBe('17:00 CEST')
    expect(formatRelativeSessionTime(BERLIN_EVENING, 'Europe/Berlin', NOW)).toBe(
      'Nov 26, 17:00 CET',
    )
  })
})

describe('timeZoneLabel', () => {
  it('falls back to the IANA name where the zone has no abbreviation', () => {
    expect(timeZoneLabel(BERLIN_EVENING, 'Asia/Kolkata')).toBe('Asia/Kolkata')
    expect(timeZoneLabel(BERLIN_EVENING, 'Asia/Tokyo')).toBe('Asia/Tokyo')
  })

  it('keeps abbreviations that are no offset', () => {
    expect(timeZoneLabel(BERLIN_EVENING, 'America/New_York')).toBe('EST')
    expect(timeZoneLabel(BERLIN_EVENING, 'UTC')).toBe('UTC')
  })

  it('does not break on a zone the browser does not know', () => {
    expect(() => timeZoneLabel(BERLIN_EVENING, 'Mars/Olympus')).not.toThrow()
  })
})

describe("session times on a parent's screen", () => {
  it('use the same zone names', () => {
    expect(sessionTimeLabel(BERLIN_EVENING, 'Europe/Berlin')).toBe('Thu, Nov 26 · 5:00 PM CET')
    expect(
      sessionSpanLabel('2026-12-05T16:00:00.000Z', '2026-12-05T17:30:00.000Z', CHICAGO),
    ).toMatch(/^Sat, Dec 5, 2026 · 10:00\s–\s11:30\sAM CST$/)
  })
})
