import type { LateJoining, termCreateSchema, termUpdateSchema, VendorTerm } from '@afc/contracts'
import { and, eq, ne } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { activitySchedules, terms } from '../../db/schema/index.ts'
import { badRequest, conflict, notFound } from '../../lib/http-problem.ts'
import { assertDecisionAhead, assertMinimumOpen } from '../run-decisions/index.ts'
import { assertCapacityFits, ownCourse } from './term-activity.ts'
import { assertNoTermBookings, assertTermCapacityCoversPlaces, lockTerm } from './term-bookings.ts'
import { assertTermMinimumFits } from './term-minimum.ts'
import { listVendorTerms } from './term-queries.ts'
import {
  assertCampDays,
  assertNotInOtherTerm,
  chosenSessions,
  seriesStarts,
  setTermSessions,
} from './term-sessions.ts'

export const TERM_NOT_FOUND = 'Term not found'

function lateJoiningColumns(lateJoining: LateJoining) {
  return {
    lateJoining: lateJoining.rule,
    lateJoinSessionId: lateJoining.rule === 'until_session' ? lateJoining.sessionId : null,
    lateJoinUntil: lateJoining.rule === 'until_date' ? lateJoining.date : null,
  }
}

function assertLateJoiningSession(lateJoining: LateJoining, sessionIds: string[]) {
  if (lateJoining.rule === 'until_session' && !sessionIds.includes(lateJoining.sessionId)) {
    throw badRequest("The last session to join must be one of the term's sessions.")
  }
}

async function assertNameFree(options: {
  db: Database
  activityId: string
  name: string
  termId?: string
}) {
  const { db, activityId, name, termId } = options
  const [taken] = await db
    .select({ id: terms.id })
    .from(terms)
    .where(
      and(
        eq(terms.activityId, activityId),
        eq(terms.name, name),
        termId ? ne(terms.id, termId) : undefined,
      ),
    )
  if (taken) throw conflict(`This activity already has a term named "${name}".`)
}

/** The caller's term as the provider sees it; anyone else's is not found. */
export async function getVendorTerm(options: {
  db: Database
  vendorId: string
  termId: string
  now?: Date
}): Promise<VendorTerm> {
  const [term] = await listVendorTerms(options)
  if (!term) throw notFound(TERM_NOT_FOUND)
  return term
}

/**
 * Makes a term of a course from a new weekly series or from sessions the course already has.
 * Every rule is checked before anything is written, and the writes are one transaction.
 */
export async function createTerm(options: {
  db: Database
  vendorId: string
  input: z.output<typeof termCreateSchema>
  now?: Date
}): Promise<VendorTerm> {
  const { db, vendorId, input, now = new Date() } = options
  const activity = await ownCourse({ db, vendorId, activityId: input.activityId })
  assertCapacityFits(input.capacity, activity)
  assertTermMinimumFits({ minPlaces: input.minPlaces, capacity: input.capacity, activity })
  await assertNameFree({ db, activityId: activity.id, name: input.name })
  const timeZone = activity.timeZone ?? 'UTC'
  const { sessions: source, activityId, ...rules } = input
  const series =
    source.from === 'series' ? await seriesStarts({ db, activity, series: source, now }) : null
  const chosen =
    source.from === 'sessions'
      ? await chosenSessions({ db, vendorId, activityId, sessionIds: source.sessionIds })
      : []
  await assertNotInOtherTerm({ db, sessions: chosen, timeZone })
  const live = series?.starts ?? chosen.filter((s) => !s.isCancelled).map((s) => s.startsAt)
  if (rules.isCamp) assertCampDays(live, timeZone)
  assertDecisionAhead({ ...rules, starts: live, now, of: 'term' })
  assertLateJoiningSession(
    rules.lateJoining,
    chosen.map((session) => session.id),
  )

  const termId = await db.transaction(async (tx) => {
    const [term] = await tx
      .insert(terms)
      .values({ activityId, ...rules, ...lateJoiningColumns(rules.lateJoining) })
      .returning({ id: terms.id })
    const id = term?.id ?? ''
    if (series) {
      await tx.insert(activitySchedules).values(
        series.starts.map((startsAt) => ({
          activityId,
          termId: id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + series.minutes * 60_000),
        })),
      )
    } else {
      await setTermSessions({ tx, termId: id, sessions: chosen })
    }
    return id
  })
  return getVendorTerm({ db, vendorId, termId, now })
}

/**
 * Changes what is sent of a term; `sessionIds` replaces its sessions (those left out become
 * single sessions again). The result must keep every rule a new term keeps.
 */
export async function updateTerm(options: {
  db: Database
  vendorId: string
  termId: string
  input: z.output<typeof termUpdateSchema>
  now?: Date
}): Promise<VendorTerm> {
  const { db, vendorId, termId, input, now = new Date() } = options
  const current = await getVendorTerm({ db, vendorId, termId })
  const activity = await ownCourse({ db, vendorId, activityId: current.activityId })
  const { sessionIds, ...changes } = input
  const next = { ...current, ...changes }
  assertCapacityFits(next.capacity, activity)
  assertTermMinimumFits({ minPlaces: next.minPlaces, capacity: next.capacity, activity })
  if (changes.name !== undefined) {
    await assertNameFree({ db, activityId: activity.id, name: changes.name, termId })
  }
  const chosen = sessionIds
    ? await chosenSessions({ db, vendorId, activityId: activity.id, sessionIds, termId })
    : null
  await assertNotInOtherTerm({ db, sessions: chosen ?? [], termId, timeZone: current.timeZone })
  const sessions = chosen ?? current.sessions.map((s) => ({ ...s, startsAt: new Date(s.startsAt) }))
  if (next.isCamp) {
    assertCampDays(
      sessions.filter((s) => !s.isCancelled).map((s) => s.startsAt),
      current.timeZone,
    )
  }
  assertLateJoiningSession(
    next.lateJoining,
    sessions.map((session) => session.id),
  )
  // A term whose decision time has passed keeps its other rules editable.
  if (changes.minPlaces !== undefined || changes.decisionHours !== undefined || chosen) {
    const starts = sessions.filter((s) => !s.isCancelled).map((s) => s.startsAt)
    assertDecisionAhead({ ...next, starts, now, of: 'term' })
  }

  await db.transaction(async (tx) => {
    const locked = await lockTerm({ tx, termId })
    assertMinimumOpen({ decision: locked?.decision, changes, current, of: 'term' })
    if (chosen) await assertNoTermBookings({ tx, termId })
    if (next.capacity !== current.capacity) {
      await assertTermCapacityCoversPlaces({ tx, termId, capacity: next.capacity })
    }
    await tx
      .update(terms)
      .set({
        name: next.name,
        isCamp: next.isCamp,
        capacity: next.capacity,
        priceCents: next.priceCents,
        dropInPriceCents: next.dropInPriceCents,
        trialPriceCents: next.trialPriceCents,
        withdrawal: next.withdrawal,
        minPlaces: next.minPlaces,
        decisionHours: next.decisionHours,
        ...lateJoiningColumns(next.lateJoining),
        updatedAt: new Date(),
      })
      .where(eq(terms.id, termId))
    if (chosen) await setTermSessions({ tx, termId, sessions: chosen })
  })
  return getVendorTerm({ db, vendorId, termId, now })
}

/** Deletes a term and its extras; its sessions stay, as single sessions of the course. */
export async function deleteTerm(options: { db: Database; vendorId: string; termId: string }) {
  const { db, vendorId, termId } = options
  await getVendorTerm({ db, vendorId, termId })
  await db.transaction(async (tx) => {
    await lockTerm({ tx, termId })
    await assertNoTermBookings({ tx, termId })
    await tx
      .update(activitySchedules)
      .set({ termId: null })
      .where(eq(activitySchedules.termId, termId))
    await tx.delete(terms).where(eq(terms.id, termId))
  })
}
