// @one-database: whether a code may be used is decided on values already read, with no database.
import { describe, expect, it } from 'vitest'
import { type CodeStanding, codeRefusal, unknownCode } from './code-refusal.ts'

const OWN = 'vendor-own'
const ACTIVITY = 'activity-1'
const spring: CodeStanding = {
  code: 'Spring10',
  kind: 'discount',
  vendorId: OWN,
  active: true,
  startsOn: '2027-03-01',
  endsOn: '2027-03-31',
  totalUses: 3,
  usesPerFamily: 1,
  activityIds: [ACTIVITY],
  usesTaken: 0,
  familyUsesTaken: 0,
}
const refusal = (
  code: Partial<CodeStanding>,
  today = '2027-03-15',
  activityId = ACTIVITY,
  children = 1,
) => codeRefusal({ code: { ...spring, ...code }, vendorId: OWN, activityId, today, children })

describe('codeRefusal', () => {
  it('lets a code be used within its window, its activities and its limits', () => {
    expect(refusal({})).toBeNull()
    expect(refusal({}, '2027-03-01')).toBeNull()
    expect(refusal({}, '2027-03-31')).toBeNull()
    expect(
      refusal({ vendorId: null, activityIds: null, totalUses: null, usesPerFamily: null }),
    ).toBeNull()
  })

  it('says which limit a code is past', () => {
    expect(refusal({ vendorId: 'vendor-other' })).toBe(
      'The code SPRING10 is not for this activity.',
    )
    expect(refusal({}, '2027-03-15', 'activity-2')).toBe(
      'The code SPRING10 is not for this activity.',
    )
    expect(refusal({ active: false })).toBe('The code SPRING10 is no longer offered.')
    expect(refusal({}, '2027-02-28')).toBe('The code SPRING10 can be used from March 1, 2027.')
    expect(refusal({}, '2027-04-01')).toBe('The code SPRING10 expired on March 31, 2027.')
    expect(refusal({ usesTaken: 3 })).toBe('The code SPRING10 has been used up.')
    expect(refusal({ familyUsesTaken: 1 })).toBe(
      'You have already used the code SPRING10 as many times as it allows.',
    )
    expect(refusal({ kind: 'scholarship', code: 'Help' }, '2027-03-15', ACTIVITY, 2)).toBe(
      'The code HELP is a scholarship place for one child: book each child on their own.',
    )
    expect(refusal({ kind: 'scholarship' }, '2027-03-15', ACTIVITY, 1)).toBeNull()
    expect(unknownCode('nope')).toBe('There is no code NOPE.')
  })
})
