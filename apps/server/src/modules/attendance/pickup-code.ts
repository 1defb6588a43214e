import { randomInt, timingSafeEqual } from 'node:crypto'
import { PICKUP_CODE_ATTEMPTS, PICKUP_CODE_LOCK_MINUTES } from '@afc/contracts'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { pickupCodeAttempts, pickupCodes } from '../../db/schema/index.ts'
import { conflict, unprocessable } from '../../lib/http-problem.ts'
import { type Keyring, seal, unseal } from '../../lib/sealed-text.ts'
import { uuidList } from '../../lib/sql-lists.ts'

const LOCK_MS = PICKUP_CODE_LOCK_MINUTES * 60_000

/** The family's code, made on first asking; two first askings at once keep one. */
export async function familyPickupCode(options: {
  db: Database
  keyring: Keyring
  parentId: string
}): Promise<{ code: string }> {
  const { db, keyring, parentId } = options
  const fresh = String(randomInt(0, 10_000)).padStart(4, '0')
  await db
    .insert(pickupCodes)
    .values({ parentId, sealed: seal(keyring, fresh) })
    .onConflictDoNothing({ target: pickupCodes.parentId })
  const [row] = await db.select().from(pickupCodes).where(eq(pickupCodes.parentId, parentId))
  return { code: row ? unseal(keyring, row.sealed) : fresh }
}

/**
 * Until when this child's check-out at the provider is locked: five wrong codes there since the
 * last right one there, all within ten minutes, lock it for ten minutes from the fifth. Tries at
 * another provider count at that provider alone, so a lock at one never stops a family's
 * check-out at another. Refused tries during the lock are not written, so after it the child
 * needs five fresh wrong codes to be locked again.
 */
export async function pickupLockedUntil(options: {
  db: Database
  vendorId: string
  childKeys: string[]
  now: Date
}): Promise<Map<string, Date>> {
  const { db, vendorId, childKeys, now } = options
  if (childKeys.length === 0) return new Map()
  const rows = await queryRows<{ childKey: string; newest: Date | string; oldest: Date | string }>(
    db,
    sql`select child_key as "childKey", max(attempted_at) as newest, min(attempted_at) as oldest
      from (select child_key, attempted_at, row_number() over
          (partition by child_key order by attempted_at desc) as n
        from pickup_code_attempts a
        where child_key in (${uuidList(childKeys)}) and vendor_id = ${vendorId} and not correct
          and attempted_at > ${new Date(now.getTime() - 2 * LOCK_MS)}
          and attempted_at > coalesce((select max(r.attempted_at) from pickup_code_attempts r
            where r.child_key = a.child_key and r.vendor_id = a.vendor_id and r.correct),
            '-infinity')) wrong
      where n <= ${PICKUP_CODE_ATTEMPTS}
      group by child_key having count(*) = ${PICKUP_CODE_ATTEMPTS}`,
  )
  const locks = new Map<string, Date>()
  for (const row of rows) {
    const newest = new Date(row.newest)
    const until = new Date(newest.getTime() + LOCK_MS)
    if (newest.getTime() - new Date(row.oldest).getTime() <= LOCK_MS && until > now) {
      locks.set(row.childKey, until)
    }
  }
  return locks
}

/**
 * Checks the code given at a check-out against the family's, on the server. Every try is
 * written, right or wrong, before the answer; a locked child's try is refused unread.
 */
export async function checkPickupCode(options: {
  db: Database
  keyring: Keyring
  vendorId: string
  childKey: string
  parentId: string | null
  firstName: string
  given: string | undefined
  now: Date
}): Promise<void> {
  const { db, keyring, vendorId, childKey, parentId, firstName, given, now } = options
  const locked = (await pickupLockedUntil({ db, vendorId, childKeys: [childKey], now })).get(
    childKey,
  )
  if (locked) {
    const minutes = Math.ceil((locked.getTime() - now.getTime()) / 60_000)
    throw conflict(
      `Check-out for ${firstName} is locked after ${PICKUP_CODE_ATTEMPTS} wrong pickup codes. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    )
  }
  if (!given) throw unprocessable("Enter the family's pickup code.")
  const [family] = parentId
    ? await db.select().from(pickupCodes).where(eq(pickupCodes.parentId, parentId))
    : []
  const correct = family !== undefined && sameCode(unseal(keyring, family.sealed), given)
  await db.insert(pickupCodeAttempts).values({ childKey, vendorId, correct, attemptedAt: now })
  if (correct) return
  const wrongSince = await db
    .select({ correct: pickupCodeAttempts.correct })
    .from(pickupCodeAttempts)
    .where(
      and(
        eq(pickupCodeAttempts.childKey, childKey),
        eq(pickupCodeAttempts.vendorId, vendorId),
        gt(pickupCodeAttempts.attemptedAt, new Date(now.getTime() - LOCK_MS)),
      ),
    )
    .orderBy(desc(pickupCodeAttempts.attemptedAt))
    .limit(PICKUP_CODE_ATTEMPTS)
  const wrongInARow = wrongSince.findIndex((attempt) => attempt.correct)
  const wrong = wrongInARow === -1 ? wrongSince.length : wrongInARow
  const left = PICKUP_CODE_ATTEMPTS - wrong
  throw unprocessable(
    left > 0
      ? `That pickup code is wrong. ${left} ${left === 1 ? 'try' : 'tries'} left.`
      : `That pickup code is wrong. Check-out for ${firstName} is locked for ${PICKUP_CODE_LOCK_MINUTES} minutes.`,
  )
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
