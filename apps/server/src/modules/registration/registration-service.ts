import type { ActivityRegistration, QuestionList, WaiverInput } from '@afc/contracts'
import { and, eq, inArray, notInArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { activityQuestions, activityWaivers } from '../../db/schema/index.ts'
import { unprocessable } from '../../lib/http-problem.ts'
import {
  activityQuestionsOf,
  latestWaiver,
  ownActivity,
  readRegistration,
} from './registration-queries.ts'

export const NOT_THIS_ACTIVITYS_QUESTION =
  "One of these questions is not this activity's: reload the page and try again."

/** The questions and current waiver of the caller's activity. */
export async function getRegistration(options: {
  db: Database
  vendorId: string
  activityId: string
}): Promise<ActivityRegistration> {
  const { db, vendorId, activityId } = options
  await ownActivity({ db, vendorId, activityId })
  return readRegistration(db, activityId)
}

/**
 * Replaces the activity's questions with the list sent, in its order. A question sent with its
 * id is kept (its answers stay linked to it); one left out is removed, and the answers given to
 * it keep its words. Under the activity's lock, so two saves at once end as one of them.
 */
export async function saveQuestions(options: {
  db: Database
  vendorId: string
  activityId: string
  input: QuestionList
}): Promise<ActivityRegistration> {
  const { db, vendorId, activityId, input } = options
  const { questions } = input
  await db.transaction(async (tx) => {
    await ownActivity({ db: tx, vendorId, activityId, lock: true })
    const existing = new Set((await activityQuestionsOf(tx, activityId)).map((q) => q.id))
    const kept = questions.flatMap((question) => (question.id ? [question.id] : []))
    if (kept.some((id) => !existing.has(id)) || new Set(kept).size !== kept.length) {
      throw unprocessable(NOT_THIS_ACTIVITYS_QUESTION)
    }
    const ofActivity = eq(activityQuestions.activityId, activityId)
    await tx
      .delete(activityQuestions)
      .where(kept.length ? and(ofActivity, notInArray(activityQuestions.id, kept)) : ofActivity)
    for (const [position, { id, ...question }] of questions.entries()) {
      if (id) {
        await tx
          .update(activityQuestions)
          .set({ ...question, position })
          .where(and(ofActivity, inArray(activityQuestions.id, [id])))
      } else {
        await tx.insert(activityQuestions).values({ ...question, activityId, position })
      }
    }
  })
  return readRegistration(db, activityId)
}

/**
 * Saves the waiver's text as a new version, so earlier signatures stay with the text signed.
 * Empty text stops asking for a waiver; saving the same text again keeps the current version.
 */
export async function saveWaiver(options: {
  db: Database
  vendorId: string
  activityId: string
  input: WaiverInput
}): Promise<ActivityRegistration> {
  const { db, vendorId, activityId, input } = options
  const text = input.text.trim() || null
  await db.transaction(async (tx) => {
    await ownActivity({ db: tx, vendorId, activityId, lock: true })
    const latest = await latestWaiver(tx, activityId)
    if ((latest?.text ?? null) === text) return
    await tx
      .insert(activityWaivers)
      .values({ activityId, version: (latest?.version ?? 0) + 1, text })
  })
  return readRegistration(db, activityId)
}
