import type { TermExtra, termExtraInputSchema, termExtraUpdateSchema } from '@afc/contracts'
import { and, eq, ne } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { bookingExtras, termExtras } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'
import { getVendorTerm } from './term-service.ts'

export const EXTRA_NOT_FOUND = 'Extra not found'
const extraBooked = (name: string) =>
  `Families have booked ${name}, so it stays on this term. You can still change its price, which applies to new bookings only.`

const extraColumns = {
  id: termExtras.id,
  name: termExtras.name,
  priceCents: termExtras.priceCents,
  pricePer: termExtras.pricePer,
  places: termExtras.places,
}

async function assertNameFree(options: {
  db: Database
  termId: string
  name: string
  extraId?: string
}) {
  const { db, termId, name, extraId } = options
  const [taken] = await db
    .select({ id: termExtras.id })
    .from(termExtras)
    .where(
      and(
        eq(termExtras.termId, termId),
        eq(termExtras.name, name),
        extraId ? ne(termExtras.id, extraId) : undefined,
      ),
    )
  if (taken) throw conflict(`This term already has an extra named "${name}".`)
}

/** Adds an extra to the caller's term. */
export async function addExtra(options: {
  db: Database
  vendorId: string
  termId: string
  input: z.output<typeof termExtraInputSchema>
}): Promise<TermExtra> {
  const { db, vendorId, termId, input } = options
  await getVendorTerm({ db, vendorId, termId })
  await assertNameFree({ db, termId, name: input.name })
  const [extra] = await db
    .insert(termExtras)
    .values({ termId, ...input })
    .returning(extraColumns)
  if (!extra) throw notFound(EXTRA_NOT_FOUND)
  return extra
}

/** Changes what is sent of an extra of the caller's term. */
export async function updateExtra(options: {
  db: Database
  vendorId: string
  termId: string
  extraId: string
  input: z.output<typeof termExtraUpdateSchema>
}): Promise<TermExtra> {
  const { db, vendorId, termId, extraId, input } = options
  await getVendorTerm({ db, vendorId, termId })
  if (input.name !== undefined) await assertNameFree({ db, termId, name: input.name, extraId })
  const [extra] = await db
    .update(termExtras)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(termExtras.id, extraId), eq(termExtras.termId, termId)))
    .returning(extraColumns)
  if (!extra) throw notFound(EXTRA_NOT_FOUND)
  return extra
}

/**
 * Removes an extra from the caller's term, refused once a family has booked it: their bookings
 * keep what they took and paid for. The extra's row is locked first, so no booking of it lands
 * between the check and the removal.
 */
export async function removeExtra(options: {
  db: Database
  vendorId: string
  termId: string
  extraId: string
}) {
  const { db, vendorId, termId, extraId } = options
  await getVendorTerm({ db, vendorId, termId })
  await db.transaction(async (tx) => {
    const [extra] = await tx
      .select({ name: termExtras.name })
      .from(termExtras)
      .where(and(eq(termExtras.id, extraId), eq(termExtras.termId, termId)))
      .for('update')
    if (!extra) throw notFound(EXTRA_NOT_FOUND)
    const [booked] = await tx
      .select({ id: bookingExtras.id })
      .from(bookingExtras)
      .where(eq(bookingExtras.extraId, extraId))
      .limit(1)
    if (booked) throw conflict(extraBooked(extra.name))
    await tx.delete(termExtras).where(eq(termExtras.id, extraId))
  })
}
