import type { Database } from '../db/client.ts'
import { catalogRows } from './catalog-rows.ts'

const DAY = 24 * 60 * 60 * 1000

/** The next given UTC weekday (0 = Sunday) at hour:00 UTC, at least two days from now. */
export function nextUtcWeekday(weekday: number, hour: number, from = new Date()) {
  const date = new Date(from.getTime() + 2 * DAY)
  date.setUTCHours(hour, 0, 0, 0)
  while (date.getUTCDay() !== weekday) date.setTime(date.getTime() + DAY)
  return date
}

/**
 * A small catalogue whose every answer can be worked out by hand: five public activities and
 * four that must never be public (inactive, unapproved, pending provider, rejected provider).
 */
export async function buildCatalogWorld(db: Database) {
  const catalog = catalogRows(db)
  const now = Date.now()
  const ago = (days: number) => new Date(now - days * DAY)
  const sunny = await catalog.vendor({
    name: 'Sunny Studio',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    timeZone: 'America/Chicago',
    website: 'https://sunny.example',
    email: 'owner@sunny.example',
    phone: '512-555-0100',
  })
  const harbor = await catalog.vendor({
    name: 'Harbor Kids',
    city: 'Portland',
    state: 'OR',
    zipcode: '97201',
    timeZone: 'America/Los_Angeles',
  })
  const pending = await catalog.vendor({ name: 'Pending Place', status: 'pending' })
  const rejected = await catalog.vendor({ name: 'Rejected Rooms', status: 'rejected' })

  // 16:00 UTC on a Saturday is Saturday morning in Chicago.
  const saturdayInAustin = nextUtcWeekday(6, 16)
  const wednesday = nextUtcWeekday(3, 16)
  // 04:00 UTC on a Saturday is Friday evening in Portland: not a weekend session there.
  const fridayEveningInPortland = nextUtcWeekday(6, 4)

  const ids = {
    watercolour: await catalog.activity({
      vendor: sunny,
      title: 'Watercolour Wonders',
      categories: ['art'],
      minAge: 5,
      maxAge: 8,
      capacity: 8,
      priceCents: 2500,
      isFeatured: true,
      createdAt: ago(1),
      sessions: [saturdayInAustin, new Date(saturdayInAustin.getTime() + 7 * DAY)],
    }),
    soccer: await catalog.activity({
      vendor: harbor,
      title: 'Junior Soccer Stars',
      categories: ['sports'],
      minAge: 4,
      maxAge: 6,
      priceCents: 0,
      isFeatured: true,
      createdAt: ago(2),
      sessions: [wednesday],
    }),
    robot: await catalog.activity({
      vendor: sunny,
      title: 'Robot Builders',
      type: 'course',
      categories: ['stem', 'science'],
      minAge: null,
      maxAge: 12,
      priceCents: 25_000,
      createdAt: ago(3),
      sessions: [new Date(wednesday.getTime() + DAY)],
    }),
    teen: await catalog.activity({
      vendor: harbor,
      title: 'Teen Photo Walk',
      type: 'event',
      categories: ['photography'],
      minAge: 13,
      maxAge: null,
      priceCents: 4000,
      createdAt: ago(4),
      sessions: [fridayEveningInPortland],
    }),
    piano: await catalog.activity({
      vendor: sunny,
      title: 'Piano Basics',
      categories: ['music'],
      priceCents: 6000,
      createdAt: ago(5),
    }),
    inactive: await catalog.activity({
      vendor: sunny,
      title: 'Hidden Clay',
      categories: ['art'],
      isActive: false,
      isFeatured: true,
    }),
    unapproved: await catalog.activity({
      vendor: sunny,
      title: 'Unapproved Drums',
      categories: ['music'],
      isApproved: false,
    }),
    pendingVendor: await catalog.activity({
      vendor: pending,
      title: 'Pending Pottery',
      categories: ['art'],
      isFeatured: true,
    }),
    rejectedVendor: await catalog.activity({
      vendor: rejected,
      title: 'Rejected Rhythm',
      categories: ['music'],
    }),
  }
  return { ids, vendors: { sunny, harbor, pending, rejected } }
}

export const PRIVATE_TITLES = [
  'Hidden Clay',
  'Unapproved Drums',
  'Pending Pottery',
  'Rejected Rhythm',
]
