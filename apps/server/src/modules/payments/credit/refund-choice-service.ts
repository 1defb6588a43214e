import type { RefundChoiceInput } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import type { JobQueue } from '../../../infra/jobs/index.ts'
import { conflict, notFound } from '../../../lib/http-problem.ts'
import { refundBooking } from '../../bookings/index.ts'
import { ledgerGrantCredit } from '../ledger/index.ts'

export const CHOICE_NOT_FOUND = 'This refund choice does not exist.'
export const ALREADY_CHOSEN = 'You have already chosen for this booking.'
export const CHOICE_CLOSED = 'The time to choose has passed: this payment is refunded to your card.'

type Choice = {
  id: string
  bookingId: string
  customerId: string
  vendorId: string
  amountCents: number
  reason: string
  chooseBy: Date | string
  chosen: string | null
  /** What is still the family's on the booking: an admin may have refunded some meanwhile. */
  leftCents: number
}

/** The choice's row locked, so a choice is made once however many requests or jobs race. */
async function lockChoice(db: Database, where: ReturnType<typeof sql>) {
  return queryRows<Choice>(
    db,
    sql`select rc.id, rc.booking_id as "bookingId", b.customer_id as "customerId",
        a.vendor_id as "vendorId", rc.amount_cents as "amountCents", rc.reason,
        rc.choose_by as "chooseBy", rc.chosen,
        b.paid_amount_cents - b.refunded_amount_cents - (select coalesce(sum(c.amount_cents), 0)
          from account_credits c where c.booking_id = b.id and c.kind = 'granted') as "leftCents"
      from refund_choices rc join bookings b on b.id = rc.booking_id
      join activities a on a.id = b.activity_id
      where ${where}
      order by rc.id
      for update of rc, b`,
  )
}

/** Carries out a choice: the card refunded through the booking's transition, or a credit given. */
async function settle(options: {
  db: Database
  jobs: JobQueue
  choice: Choice
  chosen: RefundChoiceInput['choice']
  now: Date
}) {
  const { db, jobs, choice, chosen, now } = options
  const amountCents = Math.min(Number(choice.amountCents), Number(choice.leftCents))
  // With nothing left to give (an admin refunded it meanwhile), the choice moves no money.
  if (amountCents > 0 && chosen === 'refund') {
    await refundBooking({
      db,
      jobs,
      bookingId: choice.bookingId,
      amountCents,
      reason: choice.reason,
    })
  } else if (amountCents > 0) {
    await ledgerGrantCredit({
      db,
      customerId: choice.customerId,
      vendorId: choice.vendorId,
      amountCents,
      bookingId: choice.bookingId,
      reason: choice.reason,
      now,
    })
  }
  await queryRows(
    db,
    sql`update refund_choices set chosen = ${chosen}, chosen_at = ${now} where id = ${choice.id}`,
  )
}

/**
 * The family chooses a refund to the card or a credit with the provider for a booking the
 * provider cancelled. Another family's choice is a 404; a choice is made once; after its time
 * only the refund is left, which is what it became.
 */
export async function chooseRefundOrCredit(options: {
  db: Database
  jobs: JobQueue
  customerId: string
  choiceId: string
  input: RefundChoiceInput
  now?: Date
}) {
  const { db, jobs, customerId, choiceId, input, now = new Date() } = options
  return db.transaction(async (tx) => {
    const [choice] = await lockChoice(tx, sql`rc.id = ${choiceId}`)
    if (!choice || choice.customerId !== customerId) throw notFound(CHOICE_NOT_FOUND)
    if (choice.chosen) throw conflict(ALREADY_CHOSEN)
    if (input.choice === 'credit' && new Date(choice.chooseBy).getTime() <= now.getTime()) {
      throw conflict(CHOICE_CLOSED)
    }
    await settle({ db: tx, jobs, choice, chosen: input.choice, now })
    return { id: choice.id, chosen: input.choice }
  })
}

/**
 * Refunds to the card every choice whose time has passed unmade. Safe to run twice: a choice is
 * locked and made once.
 */
export async function refundUnchosen(options: { db: Database; jobs: JobQueue; now?: Date }) {
  const { db, jobs, now = new Date() } = options
  return db.transaction(async (tx) => {
    const lapsed = await lockChoice(tx, sql`rc.chosen is null and rc.choose_by <= ${now}`)
    for (const choice of lapsed) await settle({ db: tx, jobs, choice, chosen: 'refund', now })
    return lapsed.length
  })
}
