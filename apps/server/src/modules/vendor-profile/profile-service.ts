import type { VendorProfile, vendorProfileSchema } from '@afc/contracts'
import { asc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { vendorLocations, vendors } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-problem.ts'

export async function getVendorProfile(options: {
  db: Database
  vendorId: string
}): Promise<VendorProfile> {
  const { db, vendorId } = options
  const [[vendor], locations, categories] = await Promise.all([
    db.select().from(vendors).where(eq(vendors.id, vendorId)),
    db
      .select()
      .from(vendorLocations)
      .where(eq(vendorLocations.vendorId, vendorId))
      .orderBy(sql`${vendorLocations.isPrimary} desc`, asc(vendorLocations.name)),
    // A provider's categories come from its own activities; no table stores them separately.
    queryRows<{ slug: string; name: string }>(
      db,
      sql`select c.slug, c.name from activities a
        join activity_categories ac on ac.activity_id = a.id
        join categories c on c.id = ac.category_id
        where a.vendor_id = ${vendorId} and a.deleted_at is null
        group by c.slug, c.name
        order by lower(c.name)`,
    ),
  ])
  if (!vendor) throw notFound('Vendor not found')
  return {
    id: vendor.id,
    businessName: vendor.businessName,
    description: vendor.description,
    logoUrl: vendor.logoUrl,
    bannerUrl: vendor.bannerUrl,
    website: vendor.website,
    email: vendor.email,
    phone: vendor.phone,
    status: vendor.status,
    locations: locations.map((location) => ({
      id: location.id,
      name: location.name,
      address: location.address,
      city: location.city,
      state: location.state,
      zipcode: location.zipcode,
      timeZone: location.timeZone,
      isPrimary: location.isPrimary,
    })),
    categories,
  }
}

export async function updateVendorProfile(options: {
  db: Database
  vendorId: string
  input: z.output<typeof vendorProfileSchema>
}): Promise<VendorProfile> {
  const { db, vendorId, input } = options
  await db
    .update(vendors)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(vendors.id, vendorId))
  return getVendorProfile({ db, vendorId })
}

/** Points the profile at a new logo or banner and returns the URL it replaces. */
export async function setVendorImage(options: {
  db: Database
  vendorId: string
  kind: 'logo' | 'banner'
  url: string
}): Promise<string | null> {
  const { db, vendorId, kind, url } = options
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ logo: vendors.logoUrl, banner: vendors.bannerUrl })
      .from(vendors)
      .where(eq(vendors.id, vendorId))
      .for('update')
    await tx
      .update(vendors)
      .set(
        kind === 'logo'
          ? { logoUrl: url, updatedAt: new Date() }
          : { bannerUrl: url, updatedAt: new Date() },
      )
      .where(eq(vendors.id, vendorId))
    return previous?.[kind] ?? null
  })
}
