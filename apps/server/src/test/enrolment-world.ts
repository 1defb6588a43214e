import { sql } from 'drizzle-orm'
import { queryRows } from '../db/query-rows.ts'
import { activitySchedules, children, terms } from '../db/schema/index.ts'
import { createSignedInUser } from './accounts.ts'
import type { TestAppWithMail } from './app.ts'
import { DAY, HOUR } from './booking-world.ts'
import { catalogRows } from './catalog-rows.ts'

type TermRules = Partial<typeof terms.$inferInsert>

/** `count` days a week apart from `from` days from now: a weekly term's sessions for `term`. */
export const weekly = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => from + 7 * index)

/**
 * A provider in Chicago taking card payments with a 5-8 course (capacity 8), a parent and a
 * stranger; `term` writes a term with a session on each of the given days from now (negative
 * for those already held).
 */
export async function buildEnrolmentWorld(app: TestAppWithMail, suffix: string) {
  const db = app.database.db
  const catalog = catalogRows(db)
  const vendor = await catalog.vendor({ name: `Clay Club ${suffix}`, timeZone: 'America/Chicago' })
  const activityId = await catalog.activity({
    vendor,
    title: `Clay Course ${suffix}`,
    type: 'course',
    minAge: 5,
    maxAge: 8,
    capacity: 8,
    priceCents: 1_500,
  })
  const parent = await createSignedInUser(app, { email: `parent-${suffix}@enrol.example` })
  const stranger = await createSignedInUser(app, { email: `stranger-${suffix}@enrol.example` })

  const term = async (name: string, days: number[], rules: TermRules = {}) => {
    const [row] = await db
      .insert(terms)
      .values({ activityId, name, priceCents: 18_000, ...rules })
      .returning({ id: terms.id })
    const termId = row?.id ?? ''
    const sessions = await db
      .insert(activitySchedules)
      .values(
        days.map((day) => {
          const startsAt = new Date(Date.now() + day * DAY)
          return { activityId, termId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR) }
        }),
      )
      .returning({ id: activitySchedules.id })
    return { termId, sessionIds: sessions.map((session) => session.id) }
  }
  const child = async (firstName: string, birthDate: string, parentId = parent.userId) => {
    const [row] = await db
      .insert(children)
      .values({ parentId, firstName, lastName: 'Potter', birthDate })
      .returning({ id: children.id })
    return row?.id ?? ''
  }
  const enrol = (termId: string, childIds: string[], cookie = parent.cookie) =>
    app.inject({
      method: 'POST',
      url: `/api/terms/${termId}/enrolments`,
      headers: { cookie },
      payload: { childIds },
    })
  /** The places taken in each of the term's sessions, by the rule every check reads. */
  const placesIn = async (termId: string) => {
    const rows = await queryRows<{ taken: number }>(
      db,
      sql`select session_places_taken(s) as taken from activity_schedules s
        where s.term_id = ${termId} order by s.starts_at`,
    )
    return rows.map((row) => Number(row.taken))
  }
  return { db, vendor, activityId, parent, stranger, term, child, enrol, placesIn }
}
