import { describe, expect, it } from 'vitest'
import { decisionHoursToDays } from './run-minimum-form.ts'
import { termExtraFormSchema } from './term-extra-form.ts'
import { centsToDollars, termEditFormSchema, termFormSchema } from './term-form.ts'
import { termCreateSchema, termExtraInputSchema, termUpdateSchema } from './vendor-terms.ts'

const rules = {
  name: 'Spring 2027',
  isCamp: false,
  places: '',
  price: '180',
  dropInPrice: '',
  trialPrice: '0',
  lateJoining: 'none' as const,
  lateJoinSession: '',
  lateJoinDate: '',
  withdrawal: 'pro_rata' as const,
  minPlaces: '',
  decisionDays: '3',
}
const form = {
  activityId: '7d1f0c2e-3333-4a6b-8c3d-000000000001',
  weekdays: [6],
  fromDate: '2027-03-06',
  weeks: '10',
  startTime: '10:00',
  ...rules,
}
const sessionId = '7d1f0c2e-3333-4a6b-8c3d-000000000009'

describe('termFormSchema', () => {
  it('turns dollars into cents and an empty price into none sold, as the request expects', () => {
    const sent = termFormSchema.parse({ ...form, price: '180.005', dropInPrice: '19.99' })
    expect(sent).toEqual({
      term: {
        activityId: form.activityId,
        name: 'Spring 2027',
        isCamp: false,
        capacity: null,
        priceCents: 18_001,
        dropInPriceCents: 1_999,
        trialPriceCents: 0,
        lateJoining: { rule: 'none' },
        withdrawal: 'pro_rata',
        minPlaces: null,
        decisionHours: 72,
        sessions: {
          from: 'series',
          weekdays: [6],
          startTime: '10:00',
          fromDate: '2027-03-06',
          weeks: 10,
        },
      },
      joinUntilSession: null,
    })
    expect(termCreateSchema.safeParse(sent.term).success).toBe(true)
  })

  it('sends a camp with its places, late joining until a day and no refund after the start', () => {
    const { term } = termFormSchema.parse({
      ...form,
      isCamp: true,
      places: '8',
      lateJoining: 'until_date',
      lateJoinDate: '2027-03-20',
      withdrawal: 'no_refund_after_start',
    })
    expect(term).toMatchObject({
      isCamp: true,
      capacity: 8,
      lateJoining: { rule: 'until_date', date: '2027-03-20' },
      withdrawal: 'no_refund_after_start',
    })
    expect(termCreateSchema.safeParse(term).success).toBe(true)
  })

  it("gives 'until a session' back as the session's number, the term being sent without it", () => {
    const sent = termFormSchema.parse({
      ...form,
      lateJoining: 'until_session',
      lateJoinSession: '3',
    })
    expect(sent.term.lateJoining).toEqual({ rule: 'none' })
    expect(sent.joinUntilSession).toBe(3)
  })

  it('refuses a missing or negative price, weeks out of range, places and late joining, naming each field', () => {
    const result = termFormSchema.safeParse({
      ...form,
      price: '',
      trialPrice: '-1',
      weeks: '27',
      places: '0',
      lateJoining: 'until_date',
    })
    expect(result.error?.flatten().fieldErrors).toEqual({
      price: ['Enter an amount in dollars, 0 or more'],
      trialPrice: ['Enter an amount in dollars, 0 or more'],
      weeks: ['Choose 1 to 26 weeks'],
      places: ['Places must be a whole number from 1 to 1000'],
      lateJoinDate: ['Choose the last day a family may join'],
    })
  })
})

describe('the minimum to run in the term forms', () => {
  it('sends the minimum and the days before the start as hours', () => {
    const { term } = termFormSchema.parse({ ...form, minPlaces: ' 6 ', decisionDays: '14' })
    expect(term).toMatchObject({ minPlaces: 6, decisionHours: 336 })
    expect(termCreateSchema.safeParse(term).success).toBe(true)
    expect(termEditFormSchema.parse({ ...rules, minPlaces: '2', decisionDays: '1' })).toMatchObject(
      { minPlaces: 2, decisionHours: 24 },
    )
  })

  it('refuses a minimum out of range or above the places, and a decision time out of range', () => {
    const sentence = 'Decide whether it runs 1 to 14 days (24 to 336 hours) before the start'
    for (const decisionDays of ['0', '15', '', '1.01', 'soon']) {
      const result = termEditFormSchema.safeParse({ ...rules, decisionDays })
      expect(result.error?.flatten().fieldErrors).toEqual({ decisionDays: [sentence] })
    }
    for (const minPlaces of ['0', '1001', '2.5', 'six']) {
      const result = termEditFormSchema.safeParse({ ...rules, minPlaces })
      expect(result.error?.flatten().fieldErrors).toEqual({
        minPlaces: ['A minimum must be a whole number from 1 to 1000'],
      })
    }
    const above = termFormSchema.safeParse({ ...form, places: '4', minPlaces: '5' })
    expect(above.error?.flatten().fieldErrors).toEqual({
      minPlaces: ["A minimum cannot be above the term's 4 places"],
    })
  })

  it('shows a decision time in hours as days in the field', () => {
    expect(decisionHoursToDays(72)).toBe('3')
    expect(decisionHoursToDays(336)).toBe('14')
  })
})

describe('termEditFormSchema', () => {
  it("sends the term's rules with the last session to join by its id", () => {
    const sent = termEditFormSchema.parse({
      ...rules,
      places: '12',
      dropInPrice: '20',
      lateJoining: 'until_session',
      lateJoinSession: sessionId,
    })
    expect(sent).toEqual({
      name: 'Spring 2027',
      isCamp: false,
      capacity: 12,
      priceCents: 18_000,
      dropInPriceCents: 2_000,
      trialPriceCents: 0,
      lateJoining: { rule: 'until_session', sessionId },
      withdrawal: 'pro_rata',
      minPlaces: null,
      decisionHours: 72,
    })
    expect(termUpdateSchema.safeParse(sent).success).toBe(true)
  })

  it('asks for the last session when late joining runs until one', () => {
    const result = termEditFormSchema.safeParse({ ...rules, lateJoining: 'until_session' })
    expect(result.error?.flatten().fieldErrors).toEqual({
      lateJoinSession: ['Choose the last session a family may join before'],
    })
  })

  it('shows a price in cents as dollars in the field, none as empty', () => {
    expect(centsToDollars(18_000)).toBe('180.00')
    expect(centsToDollars(1_999)).toBe('19.99')
    expect(centsToDollars(null)).toBe('')
  })
})

describe('termExtraFormSchema', () => {
  it('sends the price in cents and empty places as no limit', () => {
    const sent = termExtraFormSchema.parse({
      name: 'After-care',
      price: '15',
      pricePer: 'session',
      places: '',
    })
    expect(sent).toEqual({
      name: 'After-care',
      priceCents: 1_500,
      pricePer: 'session',
      places: null,
    })
    expect(termExtraInputSchema.safeParse(sent).success).toBe(true)
  })

  it('refuses a missing name, price and unit, naming each field', () => {
    const result = termExtraFormSchema.safeParse({
      name: '',
      price: '',
      pricePer: '',
      places: '2.5',
    })
    expect(result.error?.flatten().fieldErrors).toEqual({
      name: ['Give the extra a name'],
      price: ['Enter an amount in dollars, 0 or more'],
      pricePer: ['Choose per session or per booking'],
      places: ['Places must be a whole number from 1 to 1000'],
    })
  })
})
