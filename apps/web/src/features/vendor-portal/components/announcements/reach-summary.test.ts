import { describe, expect, it } from 'vitest'
import { nameList, reachSummary } from './reach-summary'

const reach = (parentName: string, mailed = true) => ({
  bookingId: crypto.randomUUID(),
  parentName,
  children: ['Ava'],
  mailed,
})

describe('reachSummary', () => {
  it('names every family once and who gets no email', () => {
    expect(
      reachSummary([
        reach('Maya Lopez'),
        reach('Leo Quinn', false),
        reach('Maya Lopez'),
        reach('Ava Chen'),
      ]),
    ).toEqual({
      sent: 'Sent to 3 families: Maya Lopez, Leo Quinn and Ava Chen.',
      notMailed:
        'Leo Quinn turned provider messages off, so they will see it on My Bookings but get no email.',
    })
  })

  it('says nothing more when every family was mailed', () => {
    expect(reachSummary([reach('Maya Lopez')])).toEqual({
      sent: 'Sent to 1 family: Maya Lopez.',
      notMailed: null,
    })
  })

  it('shortens a long list', () => {
    expect(nameList(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B, C, D, E and 2 more')
    expect(nameList(['A', 'B'])).toBe('A and B')
  })
})
