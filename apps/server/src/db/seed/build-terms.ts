import { randomUUID } from 'node:crypto'
import type { ExtraPriceUnit } from '@afc/contracts'
import { addDays, type LocalDate, localDateAt, zonedTimeToUtc } from '../../lib/zoned-time.ts'
import type { termExtras, terms } from '../schema/index.ts'
import type { CatalogActivity, ScheduleRow } from './build-catalog.ts'
import type { DemoTerm } from './demo-terms.ts'
import { required } from './required.ts'
import { parseTime, WEEKDAYS } from './session-plan.ts'

/** How far ahead a term's sessions are looked for: far more than any demo term needs. */
const SEARCH_DAYS = 400

export type TermExtraRow = typeof termExtras.$inferInsert & {
  id: string
  priceCents: number
  pricePer: ExtraPriceUnit
  places: number | null
}

/** What enrolments need to know about a seeded term. */
export type CatalogTerm = {
  id: string
  activity: CatalogActivity
  priceCents: number
  dropInPriceCents: number | null
  /** Children per session: the term's places, never more than the course's; null for no limit. */
  seats: number | null
  /** Oldest first. */
  sessions: readonly ScheduleRow[]
  extraByName: ReadonlyMap<string, TermExtraRow>
}

export type TermRows = {
  terms: (typeof terms.$inferInsert & { id: string })[]
  schedules: ScheduleRow[]
  extras: TermExtraRow[]
  /** By termKey(course title, term name). */
  termByKey: ReadonlyMap<string, CatalogTerm>
}

export const termKey = (activity: string, term: string) => `${activity} / ${term}`

/**
 * Terms of the demo courses with their sessions and extras, as a provider would have set them up
 * when the course was listed: every session ahead of `now`, a camp's on consecutive days.
 */
export function buildTermRows(options: {
  terms: readonly DemoTerm[]
  activityByTitle: ReadonlyMap<string, CatalogActivity>
  now: Date
}): TermRows {
  const rows: Omit<TermRows, 'termByKey'> = { terms: [], schedules: [], extras: [] }
  const termByKey = new Map<string, CatalogTerm>()
  for (const demo of options.terms) {
    const activity = required(options.activityByTitle.get(demo.activity), `'${demo.activity}'`)
    if (activity.type !== 'course') throw new Error(`'${demo.activity}' is not a course`)
    const id = randomUUID()
    const createdAt = activity.createdAt
    const sessions = planTermSessions(demo, activity, options.now).map(
      (session): ScheduleRow => ({
        id: randomUUID(),
        activityId: activity.id,
        termId: id,
        ...session,
        createdAt,
      }),
    )
    const lateJoin = demo.lateJoinUntilSession
      ? required(sessions[demo.lateJoinUntilSession - 1], `session ${demo.lateJoinUntilSession}`)
      : null
    rows.terms.push({
      id,
      activityId: activity.id,
      name: demo.name,
      isCamp: demo.isCamp ?? false,
      capacity: demo.capacity,
      priceCents: demo.priceCents,
      dropInPriceCents: demo.dropInPriceCents,
      trialPriceCents: demo.trialPriceCents,
      lateJoining: lateJoin ? 'until_session' : 'none',
      lateJoinSessionId: lateJoin?.id ?? null,
      withdrawal: demo.withdrawal,
      minPlaces: demo.minPlaces ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    rows.schedules.push(...sessions)
    const extras = (demo.extras ?? []).map(
      (extra): TermExtraRow => ({ id: randomUUID(), termId: id, ...extra, createdAt }),
    )
    rows.extras.push(...extras)
    const seats = [demo.capacity, activity.capacity].filter((places) => places !== null)
    termByKey.set(termKey(demo.activity, demo.name), {
      id,
      activity,
      priceCents: demo.priceCents,
      dropInPriceCents: demo.dropInPriceCents,
      seats: seats.length > 0 ? Math.min(...seats) : null,
      sessions,
      extraByName: new Map(extras.map((extra) => [extra.name, extra])),
    })
  }
  return { ...rows, termByKey }
}

/**
 * The first session on the first `days[0]` at least `startsInDays` after the local day of `now`,
 * then on each of the listed weekdays in turn until there are `count`; a camp's fall on
 * consecutive days, one a day.
 */
function planTermSessions(demo: DemoTerm, activity: CatalogActivity, now: Date) {
  const { days, time, startsInDays, count } = demo.sessions
  const [hour, minute] = parseTime(time)
  const today = localDateAt(now, activity.timeZone)
  const dates: LocalDate[] = []
  for (let offset = startsInDays; offset < SEARCH_DAYS && dates.length < count; offset++) {
    const date = addDays(today, offset)
    const weekday = WEEKDAYS[date.weekday]
    if (!weekday || !days.includes(weekday)) continue
    if (dates.length === 0 && weekday !== days[0]) continue
    dates.push(date)
  }
  if (dates.length < count) throw new Error(`'${demo.name}' of '${demo.activity}' has no dates`)
  if (demo.isCamp) {
    for (const [index, date] of dates.slice(1).entries()) {
      const dayBefore = addDays(required(dates[index], 'a camp day'), 1)
      if (dayBefore.day !== date.day || dayBefore.month !== date.month) {
        throw new Error(`The camp '${demo.name}' of '${demo.activity}' skips a day`)
      }
    }
  }
  return dates.map((date) => {
    const startsAt = zonedTimeToUtc({ ...date, hour, minute }, activity.timeZone)
    return {
      startsAt,
      endsAt: new Date(startsAt.getTime() + activity.durationMinutes * 60_000),
    }
  })
}
