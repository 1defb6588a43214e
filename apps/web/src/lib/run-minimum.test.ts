import { describe, expect, it } from 'vitest'
import { placesToRunLabel, runsIfSentence } from './run-minimum'

describe('placesToRunLabel', () => {
  it('says how many more it needs, that its decision is pending, or nothing', () => {
    expect(placesToRunLabel({ placesToRun: 2, decisionPending: false })).toBe('Needs 2 more to run')
    expect(placesToRunLabel({ placesToRun: 2, decisionPending: true })).toBe('Decision pending')
    expect(placesToRunLabel({ placesToRun: 0 })).toBeNull()
    expect(placesToRunLabel({ placesToRun: null, decisionPending: false })).toBeNull()
  })
})

describe('runsIfSentence', () => {
  it('names the minimum and the decision time at the venue, with its zone', () => {
    // 16:00 UTC on 4 March 2027 is 10:00 in Chicago (CST).
    const decisionAt = '2027-03-04T16:00:00.000Z'
    expect(
      runsIfSentence({ minPlaces: 6, decisionAt, timeZone: 'America/Chicago', verb: 'enrol' }),
    ).toBe('This runs if 6 children enrol by Mar 4, 10:00 AM CST; if not, you are refunded in full')
    expect(
      runsIfSentence({ minPlaces: 1, decisionAt, timeZone: 'Europe/Berlin', verb: 'book' }),
    ).toBe('This runs if 1 child books by Mar 4, 5:00 PM CET; if not, you are refunded in full')
  })

  it('says nothing without a minimum', () => {
    expect(
      runsIfSentence({ minPlaces: null, decisionAt: null, timeZone: 'UTC', verb: 'book' }),
    ).toBeNull()
  })
})
