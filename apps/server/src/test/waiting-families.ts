import { randomUUID } from 'node:crypto'
import type { WaitlistStatus } from '@afc/contracts'
import type { Database } from '../db/client.ts'
import { bookings, children, user, waitlistChildren, waitlistEntries } from '../db/schema/index.ts'

const HOUR = 3_600_000

/**
 * Puts a new family with `children` children in a session's line, straight into the database.
 * An `offer` is a pending booking made for them whose hold ends at `offerEndsAt`.
 */
export async function waitingFamily(
  db: Database,
  input: {
    activityId: string
    scheduleId: string
    children: number
    /** The same family again (its children are reused), for a second line. */
    family?: Family
    status?: WaitlistStatus
    offerEndsAt?: Date
    bookingStatus?: 'pending' | 'confirmed' | 'cancelled'
  },
): Promise<Family & { entryId: string }> {
  const family = input.family ?? (await newFamily(db, input.children))
  const offered = input.offerEndsAt !== undefined || input.bookingStatus !== undefined
  let bookingId: string | null = null
  if (offered) {
    const [booking] = await db
      .insert(bookings)
      .values({
        activityId: input.activityId,
        scheduleId: input.scheduleId,
        customerId: family.parentId,
        quantity: input.children,
        totalAmountCents: 0,
        status: input.bookingStatus ?? 'pending',
        holdExpiresAt: input.offerEndsAt ?? new Date(Date.now() + HOUR),
      })
      .returning({ id: bookings.id })
    bookingId = booking?.id ?? null
  }
  const [entry] = await db
    .insert(waitlistEntries)
    .values({
      activityId: input.activityId,
      scheduleId: input.scheduleId,
      customerId: family.parentId,
      quantity: input.children,
      status: input.status ?? (offered ? 'offered' : 'waiting'),
      bookingId,
      offeredAt: offered ? new Date() : null,
    })
    .returning({ id: waitlistEntries.id })
  const entryId = entry?.id ?? ''
  await db.insert(waitlistChildren).values(
    family.children.slice(0, input.children).map((kid) => ({
      entryId,
      childId: kid.id,
      firstName: kid.firstName,
      lastName: kid.lastName,
    })),
  )
  return { ...family, entryId }
}

type Family = {
  parentId: string
  children: { id: string; firstName: string; lastName: string }[]
}

async function newFamily(db: Database, count: number): Promise<Family> {
  const parentId = randomUUID()
  await db
    .insert(user)
    .values({ id: parentId, name: 'Waiting Parent', email: `${parentId}@example.com` })
  const kids = await db
    .insert(children)
    .values(
      Array.from({ length: count }, (_, index) => ({
        parentId,
        firstName: `Kid${index + 1}`,
        lastName: 'Waiting',
        birthDate: '2018-05-01',
      })),
    )
    .returning({ id: children.id, firstName: children.firstName, lastName: children.lastName })
  return { parentId, children: kids }
}
