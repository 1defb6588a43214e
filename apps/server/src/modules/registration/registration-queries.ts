import type { ActivityRegistration, Question } from '@afc/contracts'
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { activities, activityQuestions, activityWaivers } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-problem.ts'
import { uuidList } from '../../lib/sql-lists.ts'

export const REGISTRATION_ACTIVITY_NOT_FOUND = 'Activity Not Found'

/** The waiver version a parent signs now: the latest saved, unless it withdrew the waiver. */
export type CurrentWaiver = { id: string; version: number; text: string; savedAt: Date }

/**
 * The caller's own activity, locked against a concurrent change of its questions or waiver when
 * `lock` is set; anyone else's (or a deleted one) is not found.
 */
export async function ownActivity(options: {
  db: Database
  vendorId: string
  activityId: string
  lock?: boolean
}) {
  const { db, vendorId, activityId, lock = false } = options
  const query = db
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.id, activityId),
        eq(activities.vendorId, vendorId),
        isNull(activities.deletedAt),
      ),
    )
  const [row] = lock ? await query.for('no key update') : await query
  if (!row) throw notFound(REGISTRATION_ACTIVITY_NOT_FOUND)
}

export async function activityQuestionsOf(db: Database, activityId: string): Promise<Question[]> {
  return db
    .select({
      id: activityQuestions.id,
      label: activityQuestions.label,
      kind: activityQuestions.kind,
      options: activityQuestions.options,
      required: activityQuestions.required,
      onRoster: activityQuestions.onRoster,
    })
    .from(activityQuestions)
    .where(eq(activityQuestions.activityId, activityId))
    .orderBy(asc(activityQuestions.position), asc(activityQuestions.id))
}

/** The latest version saved, with or without text. */
export async function latestWaiver(db: Database, activityId: string) {
  const [row] = await db
    .select({
      id: activityWaivers.id,
      version: activityWaivers.version,
      text: activityWaivers.text,
      savedAt: activityWaivers.createdAt,
    })
    .from(activityWaivers)
    .where(eq(activityWaivers.activityId, activityId))
    .orderBy(desc(activityWaivers.version))
    .limit(1)
  return row
}

export async function currentWaiver(
  db: Database,
  activityId: string,
): Promise<CurrentWaiver | null> {
  const latest = await latestWaiver(db, activityId)
  return latest?.text ? { ...latest, text: latest.text } : null
}

export async function readRegistration(
  db: Database,
  activityId: string,
): Promise<ActivityRegistration> {
  const [questions, waiver] = await Promise.all([
    activityQuestionsOf(db, activityId),
    currentWaiver(db, activityId),
  ])
  return {
    questions,
    waiver: waiver && {
      version: waiver.version,
      text: waiver.text,
      savedAt: waiver.savedAt.toISOString(),
    },
  }
}

/** Of `childIds`, those who have signed the waiver version `waiverId`. */
export async function signedChildren(db: Database, waiverId: string, childIds: string[]) {
  if (childIds.length === 0) return new Set<string>()
  const rows = await queryRows<{ childId: string }>(
    db,
    sql`select child_id as "childId" from waiver_signatures
      where waiver_id = ${waiverId} and child_id in (${uuidList(childIds)})`,
  )
  return new Set(rows.map((row) => row.childId))
}

/** A child's answer to one of the activity's questions. */
export type EarlierAnswer = { childId: string; questionId: string; answer: string }

/**
 * The latest answer each of these children gave to each of these questions, in any earlier
 * booking: a trial's answers serve the rest of its term, an offer's the booking it becomes.
 */
export async function earlierAnswers(
  db: Database,
  options: { childIds: string[]; questionIds: string[] },
): Promise<EarlierAnswer[]> {
  const { childIds, questionIds } = options
  if (childIds.length === 0 || questionIds.length === 0) return []
  return queryRows<EarlierAnswer>(
    db,
    sql`select distinct on (bp.child_id, ans.question_id) bp.child_id as "childId",
        ans.question_id as "questionId", ans.answer
      from participant_answers ans
      join booking_participants bp on bp.id = ans.participant_id
      join bookings b on b.id = bp.booking_id
      where bp.child_id in (${uuidList(childIds)}) and ans.question_id in (${uuidList(questionIds)})
      order by bp.child_id, ans.question_id, b.created_at desc, b.id desc`,
  )
}
