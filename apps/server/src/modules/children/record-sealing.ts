import {
  type AllergyAlert,
  type ChildRecord,
  type ChildRecordValues,
  childRecordSchema,
} from '@afc/contracts'
import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { childRecords } from '../../db/schema/index.ts'
import { type Keyring, seal, unseal } from '../../lib/sealed-text.ts'

type RecordRow = typeof childRecords.$inferSelect

/** Photo consent stays readable (nothing medical); the rest goes into the one sealed value. */
export function sealRecord(keyring: Keyring, { photoConsent, ...sealed }: ChildRecordValues) {
  return { sealed: seal(keyring, JSON.stringify(sealed)), photoConsent }
}

export function openRecord(keyring: Keyring, row: RecordRow): ChildRecord {
  return childRecordSchema.parse({
    ...JSON.parse(unseal(keyring, row.sealed)),
    photoConsent: row.photoConsent,
  })
}

/** The records of these children that exist, opened, by child. */
export async function readRecords(options: {
  /** The database, or the transaction that logs the opening. */
  db: Pick<Database, 'select'>
  keyring: Keyring
  childIds: string[]
}): Promise<Map<string, ChildRecord>> {
  const { db, keyring, childIds } = options
  if (childIds.length === 0) return new Map()
  const rows = await db.select().from(childRecords).where(inArray(childRecords.childId, childIds))
  return new Map(rows.map((row) => [row.childId, openRecord(keyring, row)]))
}

/** The allergies a roster shows as a badge: severe and life-threatening ones. */
export function alertsOf(record: ChildRecord | undefined): AllergyAlert[] {
  return (record?.allergies ?? []).flatMap((allergy) =>
    allergy.severity === 'mild' ? [] : [{ ...allergy, severity: allergy.severity }],
  )
}
