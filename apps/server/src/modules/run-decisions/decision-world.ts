import type { CategorySlug, RunDecision } from '@afc/contracts'
import { eq, sql } from 'drizzle-orm'
import { queryRows } from '../../db/query-rows.ts'
import { activityCategories, categories } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import type { TestAppWithMail } from '../../test/app.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { buildTermMoneyWorld } from '../../test/term-money-world.ts'
import { RUN_DECISIONS_JOB } from './run-jobs.ts'

/**
 * The term money world (a Chicago provider in Austin with a 5-8 course, its account and another
 * provider's signed in) with what deciding needs: families with children of given ages, the
 * provider's early decision, the scheduled job, and the records and mails a decision leaves.
 */
export async function buildDecisionWorld(app: TestAppWithMail, suffix: string) {
  const world = await buildTermMoneyWorld(app, suffix)
  const { db } = world

  /** A signed-in parent with a child of each age. */
  const family = async (label: string, ages: number[]) => {
    const parent = await createSignedInUser(app, { email: `${label}-${suffix}@decide.example` })
    const kids: string[] = []
    for (const [index, age] of ages.entries()) {
      kids.push(await world.child(`${label}${index}`, birthDateAged(age), parent.userId))
    }
    return { ...parent, email: `${label}-${suffix}@decide.example`, kids }
  }

  /** The provider's (or `cookie`'s) early decision on a term or a single session. */
  const decide = (
    on: 'terms' | 'schedules',
    id: string,
    decision: RunDecision | 'maybe',
    cookie: string | null = world.provider.cookie,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/vendor/${on}/${id}/decision`,
      payload: { decision },
      ...(cookie ? { headers: { cookie } } : {}),
    })

  /** Makes the term's decision time one that has passed: fourteen days before its start. */
  const dueNow = async (termId: string) => {
    await queryRows(db, sql`update terms set decision_hours = 336 where id = ${termId}`)
  }

  /** Runs the scheduled decision job once, and every job it queues (refunds, mails, lines). */
  const runJob = async () => {
    await app.jobs.send(RUN_DECISIONS_JOB, {})
    await app.jobs.runQueued()
  }

  /** The decision recorded for a term or session. */
  const recordOf = async (id: string) => {
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select decision, decided_by as "decidedBy", actor_id as "actorId",
          actor_email as "actorEmail", min_places as "minPlaces",
          confirmed_places as "confirmedPlaces"
        from run_decisions where term_id = ${id} or schedule_id = ${id}`,
    )
    return rows
  }

  /** Every mail queued so far, by key. */
  const outboxKeys = async () => {
    const rows = await queryRows<{ key: string }>(db, sql`select key from mail_outbox order by key`)
    return rows.map((row) => row.key)
  }

  /** How many refunds the ledger holds for the booking. */
  const refundCount = async (bookingId: string) => {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ledger_entries
        where booking_id = ${bookingId} and kind = 'refund'`,
    )
    return Number(row?.count ?? 0)
  }

  /** Files the course under a category, as its provider would. */
  const categorise = async (activityId: string, slug: CategorySlug) => {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, slug))
    await db.insert(activityCategories).values({ activityId, categoryId: category?.id ?? '' })
  }

  return {
    ...world,
    family,
    decide,
    dueNow,
    runJob,
    recordOf,
    outboxKeys,
    refundCount,
    categorise,
  }
}
