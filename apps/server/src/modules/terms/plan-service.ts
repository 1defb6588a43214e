import { depositTooLarge, planSchedule, type TermPlanSetting } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { notFound, unprocessable } from '../../lib/http-problem.ts'
import { termPlanOffer } from '../bookings/index.ts'
import { TERM_NOT_FOUND } from './term-service.ts'

const NO_PLAN: TermPlanSetting = { plan: { kind: 'none' }, keepsFirstPayment: true }

type OwnTerm = { priceCents: number; firstStart: Date | string | null }

async function ownTerm(db: Database, vendorId: string, termId: string) {
  const [term] = await queryRows<OwnTerm>(
    db,
    sql`select t.price_cents as "priceCents",
        (select min(s.starts_at) from activity_schedules s
          where s.term_id = t.id and not s.is_cancelled) as "firstStart"
      from terms t join activities a on a.id = t.activity_id
      where t.id = ${termId} and a.vendor_id = ${vendorId} and a.deleted_at is null`,
  )
  if (!term) throw notFound(TERM_NOT_FOUND)
  return term
}

/** The plan the caller's term offers; another provider's term is not found. */
export async function getTermPlan(options: { db: Database; vendorId: string; termId: string }) {
  const { db, vendorId, termId } = options
  await ownTerm(db, vendorId, termId)
  return (await termPlanOffer(db, termId)) ?? NO_PLAN
}

/**
 * Sets or removes the term's plan. A deposit above the term price, or a plan that would not fit
 * before the term's first session if booked today, is refused with its sentence. Families who
 * already chose a plan keep their schedule.
 */
export async function setTermPlan(options: {
  db: Database
  vendorId: string
  termId: string
  input: TermPlanSetting
  now?: Date
}) {
  const { db, vendorId, termId, input, now = new Date() } = options
  const term = await ownTerm(db, vendorId, termId)
  const { plan } = input
  if (plan.kind === 'none') {
    await queryRows(db, sql`delete from term_payment_plans where term_id = ${termId}`)
    return NO_PLAN
  }
  const price = Number(term.priceCents)
  if (plan.kind === 'deposit' && plan.depositCents !== null && plan.depositCents > price) {
    throw unprocessable(depositTooLarge(plan.depositCents, price), {
      depositCents: [depositTooLarge(plan.depositCents, price)],
    })
  }
  if (term.firstStart && price > 0) {
    const schedule = planSchedule({
      plan,
      totalCents: price,
      startsAt: new Date(term.firstStart),
      now,
    })
    if (!schedule.ok) throw unprocessable(schedule.reason)
  }
  const deposit = plan.kind === 'deposit' ? plan : null
  const values = sql`${termId}, ${plan.kind}, ${deposit?.depositCents ?? null},
    ${deposit?.depositPercent ?? null}, ${deposit?.balanceDaysBefore ?? null},
    ${plan.kind === 'instalments' ? plan.instalments : null}, ${input.keepsFirstPayment}`
  await queryRows(
    db,
    sql`insert into term_payment_plans (term_id, kind, deposit_cents, deposit_percent,
        balance_days_before, instalments, keeps_first_payment)
      values (${values})
      on conflict (term_id) do update set kind = excluded.kind,
        deposit_cents = excluded.deposit_cents, deposit_percent = excluded.deposit_percent,
        balance_days_before = excluded.balance_days_before, instalments = excluded.instalments,
        keeps_first_payment = excluded.keeps_first_payment, updated_at = now()`,
  )
  return input
}
