import { describe, expect, it } from 'vitest'
import { ageIneligibility, ageOn, ageRangeText, calendarDateText } from './age-rule.ts'

const today = { year: 2026, month: 11, day: 23 }

describe('ageOn', () => {
  it('counts the birthday on its own day', () => {
    expect(ageOn('2019-03-14', { year: 2026, month: 3, day: 14 })).toBe(7)
    expect(ageOn('2019-03-15', { year: 2026, month: 3, day: 14 })).toBe(6)
    expect(ageOn('2019-12-01', { year: 2026, month: 3, day: 14 })).toBe(6)
  })

  it('counts a 29 February birthday on 1 March in other years', () => {
    expect(ageOn('2016-02-29', { year: 2026, month: 2, day: 28 })).toBe(9)
    expect(ageOn('2016-02-29', { year: 2026, month: 3, day: 1 })).toBe(10)
  })
})

describe('ageRangeText', () => {
  it.each([
    [4, 8, 'ages 4-8'],
    [3, null, 'ages 3+'],
    [null, 12, 'ages up to 12'],
    [0, 12, 'ages up to 12'],
    [null, null, 'all ages'],
    [0, null, 'all ages'],
  ])('reads %s to %s as %j', (minAge, maxAge, text) => {
    expect(ageRangeText(minAge, maxAge)).toBe(text)
  })
})

describe('calendarDateText', () => {
  it('names the month and day, and the year only outside the current one', () => {
    expect(calendarDateText({ year: 2026, month: 11, day: 26 }, today)).toBe('Nov 26')
    expect(calendarDateText({ year: 2027, month: 1, day: 3 }, today)).toBe('Jan 3, 2027')
  })
})

describe('ageIneligibility', () => {
  const max = { firstName: 'Max', birthDate: '2017-01-05' }

  it('explains a child too young, with the date in words', () => {
    const reason = ageIneligibility({
      child: max,
      sessionDate: { year: 2026, month: 11, day: 26 },
      today,
      minAge: 12,
      maxAge: 17,
    })
    expect(reason).toBe('Max will be 9 on Nov 26; this activity is for ages 12-17.')
  })

  it('lets a child in range through, the bounds included', () => {
    for (const [minAge, maxAge] of [
      [9, 9],
      [null, 9],
      [9, null],
    ] as const) {
      const sessionDate = { year: 2026, month: 11, day: 26 }
      expect(ageIneligibility({ child: max, sessionDate, today, minAge, maxAge })).toBeNull()
    }
  })

  it('turns a child away the day before the birthday that would let them in', () => {
    const reason = ageIneligibility({
      child: max,
      sessionDate: { year: 2027, month: 1, day: 4 },
      today,
      minAge: 10,
      maxAge: 14,
    })
    expect(reason).toBe('Max will be 9 on Jan 4, 2027; this activity is for ages 10-14.')
  })

  it('names the upper limit of 18 when the activity sets none', () => {
    const reason = ageIneligibility({
      child: { firstName: 'Zoe', birthDate: '2006-01-01' },
      sessionDate: { year: 2026, month: 11, day: 26 },
      today,
      minAge: 13,
      maxAge: null,
    })
    expect(reason).toBe('Zoe will be 20 on Nov 26; this activity is for ages 13-18.')
  })
})
