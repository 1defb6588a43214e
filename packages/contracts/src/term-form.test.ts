import { describe, expect, it } from 'vitest'
import { termFormSchema } from './term-form.ts'
import { termCreateSchema } from './vendor-terms.ts'

const form = {
  activityId: '7d1f0c2e-3333-4a6b-8c3d-000000000001',
  name: 'Spring 2027',
  weekdays: [6],
  fromDate: '2027-03-06',
  weeks: '10',
  startTime: '10:00',
  price: '180',
  dropInPrice: '',
  trialPrice: '0',
}

describe('termFormSchema', () => {
  it('turns dollars into cents and an empty price into none sold, as the request expects', () => {
    const sent = termFormSchema.parse({ ...form, price: '180.005', dropInPrice: '19.99' })
    expect(sent).toEqual({
      activityId: form.activityId,
      name: 'Spring 2027',
      priceCents: 18_001,
      dropInPriceCents: 1_999,
      trialPriceCents: 0,
      sessions: {
        from: 'series',
        weekdays: [6],
        startTime: '10:00',
        fromDate: '2027-03-06',
        weeks: 10,
      },
    })
    expect(termCreateSchema.safeParse(sent).success).toBe(true)
  })

  it('refuses a missing or negative price and weeks out of range, naming each field', () => {
    const result = termFormSchema.safeParse({ ...form, price: '', trialPrice: '-1', weeks: '27' })
    expect(result.error?.flatten().fieldErrors).toEqual({
      price: ['Enter an amount in dollars, 0 or more'],
      trialPrice: ['Enter an amount in dollars, 0 or more'],
      weeks: ['Choose 1 to 26 weeks'],
    })
  })
})
