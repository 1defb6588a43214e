// @one-database: the price quote is arithmetic on rows already read, with no database.
import { describe, expect, it } from 'vitest'
import {
  ordinal,
  priceQuote,
  type QuoteChild,
  type QuoteCode,
  repriceAfterCancelling,
} from './price-quote.ts'

const NOW = new Date('2027-02-01T12:00:00Z')
const A = '00000000-0000-4000-8000-00000000000a'
const B = '00000000-0000-4000-8000-00000000000b'
const C = '00000000-0000-4000-8000-00000000000c'
const EARLIER = '00000000-0000-4000-8000-00000000000e'

const child = (
  childId: string,
  amountCents: number,
  kind: QuoteChild['base']['kind'] = 'term',
  extras: QuoteChild['extras'] = [],
): QuoteChild => ({ childId, base: { kind, label: 'Place', amountCents }, extras })
const quote = (input: Partial<Parameters<typeof priceQuote>[0]>) =>
  priceQuote({
    children: [],
    rules: { earlyBirds: [], siblings: [], severalBookings: [] },
    family: { childrenBookedBefore: [], bookingsAlreadyMade: 0 },
    code: null,
    now: NOW,
    ...input,
  })
const kinds = (q: ReturnType<typeof priceQuote>) => q.lines.map((line) => line.kind)
const amounts = (q: ReturnType<typeof priceQuote>) => q.lines.map((line) => line.amountCents)
const code = (value: QuoteCode) => value
const percentOff = (percent: number) => ({ unit: 'percent' as const, percent })
const centsOff = (cents: number) => ({ unit: 'cents' as const, cents })

describe('priceQuote', () => {
  it('works the lines out in the fixed order, each discount on what is left so far', () => {
    const q = quote({
      children: [
        child(A, 10_000, 'term', [{ label: 'Kit', amountCents: 2_000 }]),
        child(B, 10_000),
      ],
      rules: {
        earlyBirds: [{ price: percentOff(10), endsAt: NOW }],
        siblings: [{ secondChild: percentOff(50), laterChildren: percentOff(50) }],
        severalBookings: [{ percent: 10, fromBookings: 2 }],
      },
      family: { childrenBookedBefore: [], bookingsAlreadyMade: 1 },
      code: code({ code: 'TEN', kind: 'discount', off: centsOff(1_000), paidBy: 'provider' }),
    })
    expect(kinds(q)).toEqual([
      'base',
      'base',
      'extra',
      'early_bird',
      'early_bird',
      'siblings',
      'several_bookings',
      'code',
    ])
    // 100 + 100 + 20 − 10 − 10 = 200; B (90) is the 2nd child: −45 → 155; 10% → −15.50 → 139.50;
    // the code −10 → 129.50. The early bird takes 10% of the term only, not of the kit.
    expect(amounts(q)).toEqual([10_000, 10_000, 2_000, -1_000, -1_000, -4_500, -1_550, -1_000])
    expect(q.totalCents).toBe(12_950)
  })

  it('rounds each line to the cent, half up', () => {
    // 10% of $180.05 is $18.005: $18.01 off; 15% of $180.03 is $27.0045: $27.00 off.
    const q = quote({
      children: [child(A, 20_000), child(B, 18_005), child(C, 18_003)],
      rules: {
        earlyBirds: [],
        siblings: [{ secondChild: percentOff(10), laterChildren: percentOff(15) }],
        severalBookings: [],
      },
    })
    expect(amounts(q).slice(3)).toEqual([-1_801, -2_700])
  })

  it('never takes a child or a booking below $0.00', () => {
    const q = quote({
      children: [child(A, 5_000), child(B, 3_000)],
      rules: {
        earlyBirds: [],
        siblings: [{ secondChild: centsOff(10_000), laterChildren: centsOff(10_000) }],
        severalBookings: [],
      },
      code: code({ code: 'BIG', kind: 'discount', off: centsOff(99_999), paidBy: 'provider' }),
    })
    expect(amounts(q)).toEqual([5_000, 3_000, -3_000, -5_000])
    expect(q.totalCents).toBe(0)
  })

  it('gives the early bird to whole terms booked until its end, never to a drop-in, a trial or a late joiner', () => {
    const earlyBirds = [{ price: { unit: 'price' as const, cents: 15_000 }, endsAt: NOW }]
    const rules = { earlyBirds, siblings: [], severalBookings: [] }
    const children = [child(A, 20_000), child(B, 2_000, 'drop_in'), child(C, 12_000, 'late_join')]
    expect(amounts(quote({ children, rules }))).toEqual([20_000, 2_000, 12_000, -5_000])
    const aMinuteLate = new Date(NOW.getTime() + 60_000)
    expect(kinds(quote({ children, rules, now: aMinuteLate }))).not.toContain('early_bird')
    // An early-bird price at or above the term's price takes nothing off.
    const dearer = {
      ...rules,
      earlyBirds: [{ price: { unit: 'price' as const, cents: 25_000 }, endsAt: NOW }],
    }
    expect(kinds(quote({ children: [child(A, 20_000)], rules: dearer }))).toEqual(['base'])
  })

  it('counts children already booked in the season first and puts the discount on the cheaper places', () => {
    const siblings = [{ secondChild: percentOff(10), laterChildren: percentOff(20) }]
    const rules = { earlyBirds: [], siblings, severalBookings: [] }
    const q = quote({
      children: [child(A, 10_000, 'trial'), child(B, 20_000)],
      rules,
      family: { childrenBookedBefore: [EARLIER], bookingsAlreadyMade: 1 },
    })
    expect(q.lines.filter((l) => l.kind === 'siblings')).toEqual([
      { kind: 'siblings', label: 'Sibling discount (3rd child)', amountCents: -2_000, childId: A },
      { kind: 'siblings', label: 'Sibling discount (2nd child)', amountCents: -2_000, childId: B },
    ])
  })

  it('keeps the place of a child booked before in the season when booked again', () => {
    const siblings = [{ secondChild: percentOff(10), laterChildren: percentOff(20) }]
    const rules = { earlyBirds: [], siblings, severalBookings: [] }
    // A was 1st and B 2nd in an earlier camp week; this week B comes back with C, who is new.
    const q = quote({
      children: [child(B, 10_000), child(C, 10_000)],
      rules,
      family: { childrenBookedBefore: [A, B], bookingsAlreadyMade: 1 },
    })
    expect(q.lines.filter((l) => l.kind === 'siblings').map((l) => [l.childId, l.label])).toEqual([
      [B, 'Sibling discount (2nd child)'],
      [C, 'Sibling discount (3rd child)'],
    ])
    // A alone again is still the 1st child: no sibling line.
    const again = quote({
      children: [child(A, 10_000)],
      rules,
      family: { childrenBookedBefore: [A, B], bookingsAlreadyMade: 1 },
    })
    expect(kinds(again)).toEqual(['base'])
  })

  it('uses the rule of a kind that takes more off, and several bookings from their number on', () => {
    const rules = {
      earlyBirds: [],
      siblings: [
        { secondChild: percentOff(5), laterChildren: percentOff(5) },
        { secondChild: centsOff(1_500), laterChildren: centsOff(1_500) },
      ],
      severalBookings: [
        { percent: 5, fromBookings: 2 },
        { percent: 20, fromBookings: 3 },
      ],
    }
    const second = quote({
      children: [child(A, 10_000), child(B, 10_000)],
      rules,
      family: { childrenBookedBefore: [], bookingsAlreadyMade: 1 },
    })
    expect(second.lines.slice(2).map((l) => [l.label, l.amountCents])).toEqual([
      ['Sibling discount (2nd child)', -1_500],
      ['Several bookings discount (2nd booking this season)', -925],
    ])
    const first = quote({ children: [child(A, 10_000)], rules })
    expect(kinds(first)).toEqual(['base'])
  })

  it('keeps a free place on the quote and shows no line of nothing off', () => {
    const q = quote({
      children: [child(A, 0, 'trial')],
      code: code({ code: 'HALF', kind: 'discount', off: percentOff(50), paidBy: 'platform' }),
    })
    expect(q).toEqual({
      lines: [{ kind: 'base', label: 'Place', amountCents: 0, childId: A }],
      totalCents: 0,
      platformCostCents: 0,
    })
  })
})

describe('repriceAfterCancelling', () => {
  it('refunds what was paid less the new price of what stays, never a negative amount', () => {
    const staying = {
      children: [child(A, 20_000)],
      rules: { earlyBirds: [], siblings: [], severalBookings: [] },
      family: { childrenBookedBefore: [], bookingsAlreadyMade: 0 },
      code: null,
      now: NOW,
    }
    expect(repriceAfterCancelling({ paidCents: 36_000, staying }).refundCents).toBe(16_000)
    expect(repriceAfterCancelling({ paidCents: 15_000, staying }).refundCents).toBe(0)
  })

  it('keeps the early bird of the moment the booking was made', () => {
    const bookedAt = NOW
    const staying = {
      children: [child(A, 20_000)],
      rules: {
        earlyBirds: [{ price: percentOff(10), endsAt: bookedAt }],
        siblings: [],
        severalBookings: [],
      },
      family: { childrenBookedBefore: [], bookingsAlreadyMade: 0 },
      code: null,
      now: bookedAt,
    }
    expect(repriceAfterCancelling({ paidCents: 36_000, staying }).refundCents).toBe(18_000)
  })
})

describe('ordinal', () => {
  it('names places as a reader says them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '111th',
    ])
  })
})
