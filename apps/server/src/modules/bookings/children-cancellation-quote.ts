import { FREE_CANCELLATION_HOURS, type PriceLineKind } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'
import {
  type BaseKind,
  type Quote,
  type QuoteChild,
  quoteRulesNamed,
  repriceAfterCancelling,
} from '../pricing/index.ts'
import { bookingCode } from './code-claim.ts'
import { familySeason } from './family-season.ts'
import { BOOKING_NOT_FOUND } from './own-booking-service.ts'
import { type BookingRefundFacts, loadRefundFacts } from './refund-facts.ts'
import { familyRefund } from './refund-rule.ts'
import { TERM_PRICE_LABEL } from './term-enrolment-inputs.ts'

export const CHILD_NOT_ON_BOOKING = 'This child is not on this booking.'
export const TAKE_OFF_EVERY_CHILD = 'To take every child off, cancel the booking.'
export const CHILDREN_TOO_LATE = `Children can be taken off a booking up to ${FREE_CANCELLATION_HOURS} hours before it starts; after that, cancel the whole booking.`
export const CHILDREN_NOT_CONFIRMED =
  'Children can be taken off a confirmed booking only: a booking still being paid for can be let go and made again.'
export const CHILDREN_BEFORE_LINES =
  'This booking was made before prices were shown line by line, so its children cannot be taken off one by one: cancel the whole booking instead.'

/** The booking as taking children off it reads it, from the family's own booking. */
export type OwnBookingFacts = {
  id: string
  kind: 'single' | 'term' | 'drop_in' | 'trial'
  status: string
  termId: string | null
  sessionId: string
  activityId: string
  vendorId: string
  customerId: string
  createdAt: Date | string
  /** Its first session (an enrolment's: its term's first) and its venue's zone. */
  firstSessionAt: Date | string
  timeZone: string
}

type Participant = { id: string; childId: string | null; firstName: string }
type LineRow = {
  kind: PriceLineKind
  label: string
  amountCents: number
  childId: string | null
  ruleId: string | null
  codeId: string | null
}

/** The family's booking, read (or locked, `for update`, once its places are locked). */
export async function ownBookingFacts(
  db: Database,
  options: { customerId: string; bookingId: string; lock: boolean },
): Promise<OwnBookingFacts> {
  const { customerId, bookingId, lock } = options
  const [row] = await queryRows<OwnBookingFacts>(
    db,
    sql`select b.id, b.kind, b.status, b.term_id as "termId", b.schedule_id as "sessionId",
        b.activity_id as "activityId", a.vendor_id as "vendorId", b.customer_id as "customerId",
        b.created_at as "createdAt",
        coalesce(case when b.kind = 'term' then (select min(ts.starts_at) from activity_schedules ts
            where ts.term_id = b.term_id and not ts.is_cancelled) end, s.starts_at)
          as "firstSessionAt",
        coalesce(l.time_zone, 'UTC') as "timeZone"
      from bookings b join activities a on a.id = b.activity_id
      join activity_schedules s on s.id = b.schedule_id
      left join vendor_locations l on l.id = a.location_id
      where b.id = ${bookingId} and b.customer_id = ${customerId}
      ${lock ? sql`for update of b` : sql``}`,
  )
  if (!row) throw notFound(BOOKING_NOT_FOUND)
  return row
}

export type ChildrenCancellationWork = {
  facts: BookingRefundFacts
  leaving: Participant[]
  staying: Participant[]
  paidCents: number
  quote: Quote
  refundCents: number
  discountReversedCents: number
  /** What the platform paid for its code and pays after. */
  platformCostBefore: number
}

/**
 * The arithmetic of taking some children off a booking (ADR 43), refused with a sentence where
 * it may not be done: the children who stay are priced again with the rules and code their lines
 * name, the family's season without this booking and the moment it was booked (which keeps its
 * early bird), a rule changed or removed since being read as it was. The refund is what was
 * paid and not refunded less the new price, never negative; the discount reversed is what the
 * children leaving cost on their own lines less the refund.
 */
export async function workOutChildrenCancellation(options: {
  db: Database
  booking: OwnBookingFacts
  participantIds: string[]
  now: Date
}): Promise<ChildrenCancellationWork> {
  const { db, booking, participantIds, now } = options
  if (booking.status !== 'confirmed') throw conflict(CHILDREN_NOT_CONFIRMED)
  const [facts] = await loadRefundFacts(db, [booking.id])
  if (!facts) throw notFound(BOOKING_NOT_FOUND)
  if (familyRefund(facts, now).rule !== 'full') throw conflict(CHILDREN_TOO_LATE)

  const [read] = await queryRows<{ participants: Participant[]; lines: LineRow[] }>(
    db,
    sql`select
        (select coalesce(json_agg(json_build_object('id', p.id, 'childId', p.child_id,
            'firstName', p.first_name) order by p.first_name, p.id), '[]'::json)
          from booking_participants p where p.booking_id = ${booking.id}) as participants,
        (select coalesce(json_agg(json_build_object('kind', pl.kind, 'label', pl.label,
            'amountCents', pl.amount_cents, 'childId', pl.child_id, 'ruleId', pl.rule_id,
            'codeId', pl.code_id) order by pl.position), '[]'::json)
          from booking_price_lines pl
          where pl.booking_id = ${booking.id} and pl.replaced_at is null) as lines`,
  )
  const participants = parsed<Participant[]>(read?.participants)
  const lines = parsed<LineRow[]>(read?.lines).map((line) => ({
    ...line,
    amountCents: Number(line.amountCents),
  }))
  const chosen = new Set(participantIds)
  const leaving = participants.filter((p) => chosen.has(p.id))
  if (leaving.length !== chosen.size) throw notFound(CHILD_NOT_ON_BOOKING)
  const staying = participants.filter((p) => !chosen.has(p.id))
  if (staying.length === 0) throw conflict(TAKE_OFF_EVERY_CHILD)
  const linesOf = (childId: string | null) => lines.filter((l) => childId && l.childId === childId)
  if (participants.some((p) => !linesOf(p.childId).some((l) => l.kind === 'base'))) {
    throw conflict(CHILDREN_BEFORE_LINES)
  }

  const children: QuoteChild[] = staying.map((p) => {
    const own = linesOf(p.childId)
    const base = own.find((l) => l.kind === 'base') ?? { label: '', amountCents: 0 }
    return {
      childId: p.childId ?? p.id,
      base: {
        kind: baseKind(booking, base.label),
        label: base.label,
        amountCents: base.amountCents,
      },
      extras: own
        .filter((l) => l.kind === 'extra')
        .map((l) => ({ label: l.label, amountCents: l.amountCents })),
    }
  })
  const ruleIds = [...new Set(lines.flatMap((l) => (l.ruleId ? [l.ruleId] : [])))]
  const rules = await quoteRulesNamed({ db, activityId: booking.activityId, ruleIds })
  const family = await familySeason({
    db,
    vendorId: booking.vendorId,
    customerId: booking.customerId,
    firstSessionAt: new Date(booking.firstSessionAt),
    timeZone: booking.timeZone,
    excludeBookingId: booking.id,
  })
  const code = await bookingCode(db, booking.id)
  const paidCents = facts.refundableCents
  const { quote, refundCents } = repriceAfterCancelling({
    paidCents,
    staying: { children, rules, family, code, now: new Date(booking.createdAt) },
  })
  const leavingIds = new Set(leaving.flatMap((p) => (p.childId ? [p.childId] : [])))
  const leavingOwn = lines
    .filter((l) => l.childId !== null && leavingIds.has(l.childId))
    .reduce((sum, l) => sum + l.amountCents, 0)
  const platformCostBefore = code?.paidBy === 'platform' ? codeLineOff(lines) : 0
  return {
    facts,
    leaving,
    staying,
    paidCents,
    quote,
    refundCents,
    discountReversedCents: Math.max(0, leavingOwn - refundCents),
    platformCostBefore,
  }
}

const parsed = <T>(value: T | string | undefined): T =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T

const codeLineOff = (lines: LineRow[]) =>
  -lines.filter((l) => l.kind === 'code').reduce((sum, l) => sum + l.amountCents, 0)

/** A child's place as the quote took it: an enrolment's whole term alone gets an early bird. */
function baseKind(booking: OwnBookingFacts, label: string): BaseKind {
  if (booking.kind === 'term') return label === TERM_PRICE_LABEL ? 'term' : 'late_join'
  return booking.kind === 'single' ? 'session' : booking.kind
}
