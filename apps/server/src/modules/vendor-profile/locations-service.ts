import {
  MAX_VENDOR_LOCATIONS,
  type VendorLocation,
  type vendorLocationInputSchema,
} from '@afc/contracts'
import { and, eq, ne } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { vendorLocations, vendors } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'

type LocationInput = z.output<typeof vendorLocationInputSchema>

export const LOCATION_NOT_FOUND = 'Location not found'

function toLocation(row: typeof vendorLocations.$inferSelect): VendorLocation {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    timeZone: row.timeZone,
    isPrimary: row.isPrimary,
  }
}

/**
 * Adds a location. The first one is primary whatever was asked; a new primary takes over from
 * the old one in the same transaction, so there is always exactly one.
 */
export async function addLocation(options: {
  db: Database
  vendorId: string
  input: LocationInput
}): Promise<VendorLocation> {
  const { db, vendorId, input } = options
  return db.transaction(async (tx) => {
    // The provider's row is the lock, so two locations added at once cannot pass the ceiling.
    await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId)).for('update')
    const existing = await tx
      .select({ id: vendorLocations.id })
      .from(vendorLocations)
      .where(eq(vendorLocations.vendorId, vendorId))
    if (existing.length >= MAX_VENDOR_LOCATIONS) {
      throw conflict(
        `You can add up to ${MAX_VENDOR_LOCATIONS} locations. Remove one you no longer use first.`,
      )
    }
    const isPrimary = existing.length === 0 || input.isPrimary
    if (isPrimary) {
      await tx
        .update(vendorLocations)
        .set({ isPrimary: false })
        .where(eq(vendorLocations.vendorId, vendorId))
    }
    const [row] = await tx
      .insert(vendorLocations)
      .values({ ...input, vendorId, isPrimary })
      .returning()
    if (!row) throw new Error('location insert returned nothing')
    return toLocation(row)
  })
}

export async function updateLocation(options: {
  db: Database
  vendorId: string
  locationId: string
  input: LocationInput
}): Promise<VendorLocation> {
  const { db, vendorId, locationId, input } = options
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(vendorLocations)
      .where(and(eq(vendorLocations.id, locationId), eq(vendorLocations.vendorId, vendorId)))
    if (!current) throw notFound(LOCATION_NOT_FOUND)
    if (current.isPrimary && !input.isPrimary) {
      throw conflict('A provider needs a primary location: make another location primary instead.')
    }
    if (input.isPrimary && !current.isPrimary) {
      await tx
        .update(vendorLocations)
        .set({ isPrimary: false })
        .where(and(eq(vendorLocations.vendorId, vendorId), ne(vendorLocations.id, locationId)))
    }
    const [row] = await tx
      .update(vendorLocations)
      .set(input)
      .where(eq(vendorLocations.id, locationId))
      .returning()
    if (!row) throw notFound(LOCATION_NOT_FOUND)
    return toLocation(row)
  })
}

/** Removes a location; activities held there keep running without one until the provider picks another. */
export async function removeLocation(options: {
  db: Database
  vendorId: string
  locationId: string
}) {
  const { db, vendorId, locationId } = options
  const [current] = await db
    .select()
    .from(vendorLocations)
    .where(and(eq(vendorLocations.id, locationId), eq(vendorLocations.vendorId, vendorId)))
  if (!current) throw notFound(LOCATION_NOT_FOUND)
  if (current.isPrimary) {
    const others = await db
      .select({ id: vendorLocations.id })
      .from(vendorLocations)
      .where(and(eq(vendorLocations.vendorId, vendorId), ne(vendorLocations.id, locationId)))
    if (others.length > 0) {
      throw conflict(
        'This is your primary location: make another location primary before removing it.',
      )
    }
  }
  await db.delete(vendorLocations).where(eq(vendorLocations.id, locationId))
}
