import { describe, expect, it } from 'vitest'
import { lily, max } from '@/test/account-samples'
import { noRunMinimum, sampleActivityDetail, sampleIds } from '@/test/catalog-samples'
import { ageReasons } from './age-reasons'

const november = new Date('2026-11-23T12:00:00Z')

describe('ageReasons', () => {
  it('names the children outside the ages on the session’s date, in words', () => {
    const reasons = ageReasons(sampleActivityDetail(), sampleIds.session, [lily, max], november)
    expect([...reasons]).toEqual([
      [max.id, 'Max will be 10 on Dec 5; this activity is for ages 4-8.'],
    ])
  })

  it('counts on the venue’s calendar: late evening in Chicago is the day before in UTC', () => {
    // 02:00 UTC on 2 September is still 1 September in Chicago: Max is 10 there, not yet 11.
    const activity = sampleActivityDetail({
      maxAge: 9,
      upcomingSessions: [
        {
          id: sampleIds.session,
          startsAt: '2027-09-02T02:00:00.000Z',
          endsAt: '2027-09-02T03:00:00.000Z',
          spotsLeft: 5,
          termId: null,
          ...noRunMinimum,
        },
      ],
    })
    const reason = ageReasons(activity, sampleIds.session, [max], november).get(max.id)
    expect(reason).toBe('Max will be 10 on Sep 1, 2027; this activity is for ages 4-9.')
  })
})
