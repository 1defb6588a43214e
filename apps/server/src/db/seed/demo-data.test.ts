import { CATEGORIES } from '@afc/contracts'
import { describe, expect, it } from 'vitest'
import { birthDateFor, buildAccountRows } from './build-accounts.ts'
import { buildBookingRows } from './build-bookings.ts'
import { buildCatalogRows } from './build-catalog.ts'
import { buildEnrolmentRows } from './build-enrolments.ts'
import { buildTermRows } from './build-terms.ts'
import { DEMO_ACCOUNTS, DEMO_SIGN_INS } from './demo-accounts.ts'
import { DEMO_ACTIVITIES_BY_PROVIDER } from './demo-activities.ts'
import { DEMO_BOOKINGS } from './demo-bookings.ts'
import { DEMO_PROVIDERS } from './demo-providers.ts'
import { DEMO_ENROLMENTS, DEMO_TERM_WAITERS, DEMO_TERMS } from './demo-terms.ts'

const categoryIdBySlug = new Map(CATEGORIES.map((category) => [category.slug, category.slug]))

function buildAt(now: Date) {
  const people = buildAccountRows({ accounts: DEMO_ACCOUNTS, passwordHash: 'hash', now })
  const catalog = buildCatalogRows({
    providers: DEMO_PROVIDERS,
    activitiesByProvider: DEMO_ACTIVITIES_BY_PROVIDER,
    userIdByEmail: people.userIdByEmail,
    categoryIdBySlug,
    now,
  })
  const termed = buildTermRows({ terms: DEMO_TERMS, activityByTitle: catalog.activityByTitle, now })
  return {
    ...buildBookingRows({
      bookings: DEMO_BOOKINGS,
      activityByTitle: catalog.activityByTitle,
      userIdByEmail: people.userIdByEmail,
      childrenByParent: people.childrenByParent,
      now,
    }),
    termSessions: termed.schedules,
    enrolled: buildEnrolmentRows({
      enrolments: DEMO_ENROLMENTS,
      waiters: DEMO_TERM_WAITERS,
      termByKey: termed.termByKey,
      userIdByEmail: people.userIdByEmail,
      childrenByParent: people.childrenByParent,
      now,
    }),
  }
}

describe('the demo data', () => {
  // Start-up seeds at whatever moment the server first runs, so every booking must find its
  // session at any hour of any weekday, including the weeks around DST changes.
  it('resolves every booking whenever it is seeded', () => {
    const starts = [
      '2026-03-02T00:00:00Z',
      '2026-10-29T00:00:00Z',
      '2027-01-04T00:00:00Z',
      '2027-06-07T00:00:00Z',
    ]
    for (const start of starts) {
      for (let hours = 0; hours < 7 * 24; hours += 5) {
        const now = new Date(Date.parse(start) + hours * 3_600_000)
        const rows = buildAt(now)
        expect(rows.bookings, now.toISOString()).toHaveLength(DEMO_BOOKINGS.length)
        // Terms are planned ahead of the seeding moment, whatever it is, and fit their families.
        expect(rows.enrolled.bookings).toHaveLength(DEMO_ENROLMENTS.length)
        expect(rows.enrolled.waitlist).toHaveLength(DEMO_TERM_WAITERS.length)
        expect(rows.termSessions.every((session) => session.startsAt > now)).toBe(true)
      }
    }
    // 136 whole builds of the demo data: about 1.5 s alone, many times that on a busy machine.
  }, 120_000)

  it('gives every provider a key its activities use, and an owner among the accounts', () => {
    const emails = new Set(DEMO_ACCOUNTS.map((account) => account.email))
    expect(Object.keys(DEMO_ACTIVITIES_BY_PROVIDER).sort()).toEqual(
      DEMO_PROVIDERS.map((provider) => provider.key).sort(),
    )
    for (const provider of DEMO_PROVIDERS) {
      expect(emails.has(provider.ownerEmail), provider.ownerEmail).toBe(true)
      expect(provider.locations.filter((location) => location.isPrimary)).toHaveLength(1)
    }
    for (const signIn of DEMO_SIGN_INS) expect(emails.has(signIn.email), signIn.email).toBe(true)
  })

  it('stores emails lower-case, as better-auth looks them up', () => {
    for (const account of DEMO_ACCOUNTS) expect(account.email).toBe(account.email.toLowerCase())
  })
})

describe('birthDateFor', () => {
  const now = new Date('2026-03-04T15:00:00Z')

  it('makes the child the given age on the seeding day', () => {
    expect(birthDateFor({ firstName: 'Lily', ageYears: 6, birthday: '05-14' }, now)).toBe(
      '2019-05-14',
    )
    expect(birthDateFor({ firstName: 'Nora', ageYears: 6, birthday: '02-14' }, now)).toBe(
      '2020-02-14',
    )
    expect(birthDateFor({ firstName: 'Ava', ageYears: 6, birthday: '03-04' }, now)).toBe(
      '2020-03-04',
    )
  })
})
