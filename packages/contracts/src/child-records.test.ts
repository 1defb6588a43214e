import { describe, expect, it } from 'vitest'
import {
  allergyAlertText,
  childRecordInputSchema,
  completenessLine,
  missingFromRecord,
  recordViewLine,
} from './child-records.ts'

describe("a child's record", () => {
  it('takes phone numbers as people type them, and refuses what is not one', () => {
    const phone = (doctorPhone: string) =>
      childRecordInputSchema.safeParse({ doctorPhone }).error?.issues[0]?.message
    for (const good of ['(555) 123-4567', '+44 20 7946 0958', '555.123.4567', '']) {
      expect(phone(good)).toBeUndefined()
    }
    for (const bad of ['call the office', '12345', '+1 (555) 123-4567 ext 89', '1'.repeat(16)]) {
      expect(phone(bad)).toBe('Enter a phone number, like (555) 123-4567')
    }
  })

  it('counts what is missing, in the order the form asks', () => {
    expect(missingFromRecord(null)).toEqual([
      'emergencyContact',
      'doctor',
      'collector',
      'photoConsent',
    ])
    const record = childRecordInputSchema.parse({
      doctorName: 'Dr Okafor',
      emergencyContacts: [{ name: 'Rosa', relationship: 'Aunt', phone: '555 987 6543' }],
      photoConsent: false,
    })
    expect(missingFromRecord(record)).toEqual(['doctor', 'collector'])
  })
})

describe('the words', () => {
  const now = new Date('2026-03-04T12:00:00Z')

  it("says how many things are missing before the next session's weekday or date", () => {
    const saturday = { startsAt: '2026-03-07T15:00:00Z', timeZone: 'America/Chicago' }
    expect(completenessLine({ missing: 2, nextSession: saturday, now })).toBe(
      '2 things missing before Saturday',
    )
    const later = { startsAt: '2026-03-14T15:00:00Z', timeZone: 'America/Chicago' }
    expect(completenessLine({ missing: 1, nextSession: later, now })).toBe(
      '1 thing missing before Mar 14',
    )
    expect(completenessLine({ missing: 3, nextSession: null, now })).toBe('3 things missing')
    expect(completenessLine({ missing: 0, nextSession: saturday, now })).toBe('Complete')
  })

  it('logs a view as the parent reads it, and a badge on one line', () => {
    const view = { viewerName: 'Sunny Studio', viewedAt: '2026-03-07T15:12:00Z', reason: null }
    expect(recordViewLine({ view, childName: 'Maya', timeZone: 'America/Chicago' })).toBe(
      "Sunny Studio viewed Maya's medical details · Mar 7, 09:12",
    )
    expect(
      allergyAlertText({ name: 'Peanuts', severity: 'life_threatening', whatToDo: 'EpiPen' }),
    ).toBe('Peanuts (life-threatening): EpiPen')
  })
})
