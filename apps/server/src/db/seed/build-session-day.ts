import { randomUUID } from 'node:crypto'
import { childRecordInputSchema } from '@afc/contracts'
import type { Keyring } from '../../lib/sealed-text.ts'
import { sealRecord } from '../../modules/children/index.ts'
import type {
  attendanceActions,
  bookingParticipants,
  bookings,
  childRecords,
  ledgerEntries,
} from '../schema/index.ts'
import { demoSessionBooking } from './build-bookings.ts'
import type { DayFamily } from './demo-session-day.ts'
import { required } from './required.ts'
import { daysBefore } from './time.ts'

/** A demo child as the database holds it, with the parent who booked. */
export type DayChildRow = {
  id: string
  firstName: string
  lastName: string
  parentId: string
  parentEmail: string
}

/** Who records the day's actions: the name is what the rows keep, as the attendance module does. */
export type DayActor = { userId: string; name: string }

export type SessionDayRows = {
  bookings: (typeof bookings.$inferInsert)[]
  participants: (typeof bookingParticipants.$inferInsert)[]
  priceLines: ReturnType<typeof demoSessionBooking>['priceLines']
  ledger: (typeof ledgerEntries.$inferInsert)[]
  records: (typeof childRecords.$inferInsert)[]
  actions: (typeof attendanceActions.$inferInsert)[]
}

const MINUTE = 60_000

/**
 * The day's bookings as the booking flow makes them (one per family, paid, the default price a
 * child), the records the parents filled in, sealed as Child Profiles seals them, and the
 * attendance rows as the attendance module writes them: one per action, numbered per child,
 * each with its own key. A family or child the database no longer has is left out.
 */
export function buildSessionDayRows(options: {
  families: readonly DayFamily[]
  children: readonly DayChildRow[]
  session: { id: string; activityId: string; vendorId: string; startsAt: Date }
  priceCents: number
  checksIn: DayActor
  checksOut: DayActor
  keyring: Keyring
  now: Date
}): SessionDayRows {
  const { session, keyring, now } = options
  const rows: SessionDayRows = {
    bookings: [],
    participants: [],
    priceLines: [],
    ledger: [],
    records: [],
    actions: [],
  }
  const at = (minutes: number) => new Date(session.startsAt.getTime() + minutes * MINUTE)
  for (const [index, family] of options.families.entries()) {
    const booked = family.children.flatMap((demo) => {
      const child = options.children.find(
        (row) => row.parentEmail === family.parent && row.firstName === demo.firstName,
      )
      return child ? [{ demo, child }] : []
    })
    const parent = booked[0]?.child
    if (!parent) continue
    const bookedAt = daysBefore(now, 3 + index)
    const paid = demoSessionBooking({
      activityId: session.activityId,
      vendorId: session.vendorId,
      sessionId: session.id,
      customerId: parent.parentId,
      kids: booked.map(({ child }) => child),
      priceCents: options.priceCents,
      status: 'confirmed',
      bookedAt,
      now,
    })
    rows.bookings.push(paid.booking)
    rows.ledger.push(...paid.ledger)
    rows.priceLines.push(...paid.priceLines)
    rows.participants.push(...paid.participants)
    for (const [position, { demo, child }] of booked.entries()) {
      const participantId = required(paid.participants[position], `${child.firstName}'s place`).id
      if (demo.record) {
        const values = childRecordInputSchema.parse(demo.record)
        rows.records.push({
          childId: child.id,
          ...sealRecord(keyring, values),
          updatedAt: bookedAt,
        })
      }
      const attendance = demo.attendance
      if (!attendance) continue
      const action = (seq: number, actor: DayActor, minutes: number) => ({
        vendorId: session.vendorId,
        scheduleId: session.id,
        participantId,
        seq,
        actorId: actor.userId,
        actorName: actor.name,
        occurredAt: at(minutes),
        recordedAt: at(minutes),
        idempotencyKey: randomUUID(),
      })
      rows.actions.push({
        ...action(1, options.checksIn, attendance.checkedIn),
        kind: 'check_in',
      })
      if ('checkedOut' in attendance) {
        rows.actions.push({
          ...action(2, options.checksOut, attendance.checkedOut),
          kind: 'check_out',
          collectedBy: attendance.collectedBy,
        })
      }
    }
  }
  return rows
}
