import { describe, expect, it } from 'vitest'
import { sessionTimeLabel, spotsLeftLabel } from '@/lib/session-time'
import { ageRangeDetail, capacityLabel, durationLabel } from './activity-facts'
import { activityCount, ageRangeText, priceRangeText } from './filter-labels'
import { visiblePages } from './visible-pages'

describe('filter labels', () => {
  it('shows the top of the age slider as 18+', () => {
    expect(ageRangeText([4, 10])).toBe('4 - 10 years')
    expect(ageRangeText([0, 18])).toBe('0 - 18+ years')
  })

  it('shows the top of the price slider as $200+', () => {
    expect(priceRangeText([0, 200])).toBe('$0 - $200+')
    expect(priceRangeText([20, 75])).toBe('$20 - $75')
  })

  it('counts activities in words', () => {
    expect(activityCount(1)).toBe('1 activity')
    expect(activityCount(48)).toBe('48 activities')
  })
})

describe('session times', () => {
  it("reads in the venue's time zone", () => {
    expect(sessionTimeLabel('2026-12-05T16:00:00.000Z', 'America/Chicago')).toBe(
      'Sat, Dec 5 · 10:00 AM CST',
    )
    expect(sessionTimeLabel('2026-12-05T16:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Sat, Dec 5 · 8:00 AM PST',
    )
  })

  it('falls back to the visitor’s own zone for an unknown one', () => {
    expect(() => sessionTimeLabel('2026-12-05T16:00:00.000Z', 'Mars/Olympus')).not.toThrow()
  })

  it('says how many places are left', () => {
    expect(spotsLeftLabel(5)).toBe('5 spots left')
    expect(spotsLeftLabel(1)).toBe('1 spot left')
    expect(spotsLeftLabel(0)).toBe('Full')
    expect(spotsLeftLabel(null)).toBe('Spots available')
  })
})

describe('activity facts', () => {
  it('words ages, duration and capacity', () => {
    expect(ageRangeDetail(4, 10)).toBe('4 - 10 years')
    expect(ageRangeDetail(3, null)).toBe('3+ years')
    expect(ageRangeDetail(null, null)).toBe('All ages')
    expect(durationLabel(90)).toBe('90 minutes')
    expect(durationLabel(120)).toBe('2 hours')
    expect(durationLabel(60)).toBe('1 hour')
    expect(capacityLabel(12)).toBe('12 children per session')
    expect(capacityLabel(null)).toBe('No limit')
  })
})

describe('visiblePages', () => {
  it('shows the ends and the neighbours of the current page', () => {
    expect(visiblePages(1, 2)).toEqual([1, 2])
    expect(visiblePages(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12])
    expect(visiblePages(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12])
  })
})
