import { describe, expect, it } from 'vitest'
import { sampleTerm } from '@/test/catalog-samples'
import {
  sessionsLeftLabel,
  termPriceLabel,
  termScheduleLabel,
  withdrawalLabel,
} from './term-labels'

describe('a term in words', () => {
  it('counts its weekday, names its first and last day and its start at the venue', () => {
    // The start stays 10:00 at the venue across the change to summer time on March 14.
    expect(termScheduleLabel(sampleTerm())).toBe('10 Saturdays, Mar 6 – May 8, 10:00 AM CST')
  })

  it('lists several weekdays, and gives the years of a term that crosses New Year', () => {
    const term = sampleTerm({
      weekdays: [2, 4],
      sessionCount: 12,
      firstSessionAt: '2026-12-01T22:30:00.000Z',
      lastSessionAt: '2027-01-14T22:30:00.000Z',
      startTime: '16:30',
    })
    expect(termScheduleLabel(term)).toBe(
      '12 sessions on Tue and Thu, Dec 1, 2026 – Jan 14, 2027, 4:30 PM CST',
    )
  })

  it('says a camp runs on days in a row, and leaves the time out when sessions start apart', () => {
    const camp = sampleTerm({
      isCamp: true,
      sessionCount: 5,
      weekdays: [1, 2, 3, 4, 5],
      firstSessionAt: '2027-06-07T14:00:00.000Z',
      lastSessionAt: '2027-06-11T14:00:00.000Z',
      startTime: null,
    })
    expect(termScheduleLabel(camp)).toBe('5 days in a row, Jun 7 – Jun 11')
  })

  it('gives the price with its share a session, and says what is left once it has begun', () => {
    expect(termPriceLabel(sampleTerm())).toBe('$180.00 · $18.00 a session')
    expect(termPriceLabel(sampleTerm({ priceCents: 0, perSessionCents: 0 }))).toBe('Free')
    expect(sessionsLeftLabel(sampleTerm())).toBeNull()
    expect(sessionsLeftLabel(sampleTerm({ sessionsLeft: 7 }))).toBe('7 of 10 sessions left')
  })

  it('states the withdrawal rule the provider chose', () => {
    expect(withdrawalLabel(sampleTerm())).toBe(
      'If you withdraw, sessions more than 48 hours away are refunded.',
    )
    expect(withdrawalLabel(sampleTerm({ withdrawal: 'no_refund_after_start' }))).toBe(
      'No refunds once the term has started.',
    )
  })
})
