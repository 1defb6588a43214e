// @one-database: a season is read off a date, with no database.
import { describe, expect, it } from 'vitest'
import { seasonOf } from './season.ts'

describe('seasonOf', () => {
  it('puts December with the next year’s January and February, and each other month in its quarter', () => {
    const seasons = Array.from({ length: 12 }, (_, index) =>
      seasonOf({ year: 2027, month: index + 1 }),
    )
    expect(seasons).toEqual([
      'winter 2027',
      'winter 2027',
      'spring 2027',
      'spring 2027',
      'spring 2027',
      'summer 2027',
      'summer 2027',
      'summer 2027',
      'fall 2027',
      'fall 2027',
      'fall 2027',
      'winter 2028',
    ])
  })
})
