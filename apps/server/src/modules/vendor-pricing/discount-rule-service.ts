import { type DiscountRule, type discountRuleInputSchema, MAX_DISCOUNT_RULES } from '@afc/contracts'
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { discountRuleActivities, discountRules, vendors } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'
import { ruleColumns, toDiscountRule } from './discount-rule-rows.ts'
import { assertEarlyBirdFits } from './early-bird-check.ts'
import { activitiesByOwner, ownScope } from './pricing-scope.ts'

export const RULE_NOT_FOUND = 'Discount rule not found'
const KIND_STAYS = "A rule's kind cannot change: remove it and add a rule of the other kind."
const TOO_MANY = `You can have up to ${MAX_DISCOUNT_RULES} discount rules. Remove one to add another.`

type RuleInput = z.output<typeof discountRuleInputSchema>

/** The activities each of `ruleIds` is limited to. */
async function scopesOf(db: Database, ruleIds: string[]) {
  const links =
    ruleIds.length === 0
      ? []
      : await db
          .select({
            ownerId: discountRuleActivities.ruleId,
            activityId: discountRuleActivities.activityId,
          })
          .from(discountRuleActivities)
          .where(inArray(discountRuleActivities.ruleId, ruleIds))
  return activitiesByOwner(links)
}

/** Rules that apply to new bookings: not retired by a change or a removal. */
const live = isNull(discountRules.retiredAt)

/** The caller's discount rules, newest first: at most `MAX_DISCOUNT_RULES`. */
export async function listDiscountRules(options: {
  db: Database
  vendorId: string
}): Promise<DiscountRule[]> {
  const { db, vendorId } = options
  const rows = await db
    .select()
    .from(discountRules)
    .where(and(eq(discountRules.vendorId, vendorId), live))
    .orderBy(desc(discountRules.createdAt), desc(discountRules.id))
  const scopeOf = await scopesOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toDiscountRule(row, scopeOf(row.id)))
}

/**
 * The caller's rules of these ids, those retired by a change or a removal too (marked): what the
 * lines of its bookings name, for the reports.
 */
export async function discountRulesNamed(options: {
  db: Database
  vendorId: string
  ruleIds: string[]
}): Promise<{ rule: DiscountRule; retired: boolean }[]> {
  const { db, vendorId, ruleIds } = options
  if (ruleIds.length === 0) return []
  const rows = await db
    .select()
    .from(discountRules)
    .where(and(eq(discountRules.vendorId, vendorId), inArray(discountRules.id, ruleIds)))
  const scopeOf = await scopesOf(db, ruleIds)
  return rows.map((row) => ({
    rule: toDiscountRule(row, scopeOf(row.id)),
    retired: row.retiredAt !== null,
  }))
}

/** Checks the rule against the caller's activities and terms, then adds it with its scope. */
async function insertRule(options: {
  tx: Database
  vendorId: string
  input: RuleInput
}): Promise<DiscountRule> {
  const { tx, vendorId, input } = options
  const activityIds = await ownScope({ db: tx, vendorId, activityIds: input.activityIds })
  if (input.kind === 'early_bird') {
    await assertEarlyBirdFits({
      db: tx,
      vendorId,
      activityIds,
      until: input.until,
      price: input.price,
    })
  }
  const [row] = await tx
    .insert(discountRules)
    .values({ vendorId, ...ruleColumns(input) })
    .returning()
  if (!row) throw new Error('the discount rule was not written')
  if (activityIds?.length) {
    await tx
      .insert(discountRuleActivities)
      .values(activityIds.map((activityId) => ({ ruleId: row.id, activityId })))
  }
  return toDiscountRule(row, [...(activityIds ?? [])].sort())
}

/** Adds a discount rule for all the caller's activities or chosen ones. */
export async function createDiscountRule(options: {
  db: Database
  vendorId: string
  input: RuleInput
}): Promise<DiscountRule> {
  const { db, vendorId, input } = options
  return db.transaction(async (tx) => {
    // The provider's row is the lock: two rules added at once cannot both pass the ceiling.
    await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.id, vendorId))
      .for('no key update')
    const [{ kept } = { kept: 0 }] = await tx
      .select({ kept: count() })
      .from(discountRules)
      .where(and(eq(discountRules.vendorId, vendorId), live))
    if (kept >= MAX_DISCOUNT_RULES) throw conflict(TOO_MANY)
    return insertRule({ tx, vendorId, input })
  })
}

/** Retires a live rule of the caller's, or refuses it as not found. */
async function retireRule(tx: Database, vendorId: string, ruleId: string) {
  const [rule] = await tx
    .update(discountRules)
    .set({ retiredAt: new Date() })
    .where(and(eq(discountRules.id, ruleId), eq(discountRules.vendorId, vendorId), live))
    .returning({ kind: discountRules.kind })
  if (!rule) throw notFound(RULE_NOT_FOUND)
  return rule
}

/**
 * Replaces a rule of the caller's with new figures of the same kind. The old row is retired, not
 * changed, and the new one has an id of its own: bookings whose lines name the old rule are
 * priced again with it as they were booked (ADR 43), even one being made at this very moment.
 */
export async function updateDiscountRule(options: {
  db: Database
  vendorId: string
  ruleId: string
  input: RuleInput
}): Promise<DiscountRule> {
  const { db, vendorId, ruleId, input } = options
  return db.transaction(async (tx) => {
    const rule = await retireRule(tx, vendorId, ruleId)
    if (rule.kind !== input.kind) throw conflict(KIND_STAYS)
    return insertRule({ tx, vendorId, input })
  })
}

/**
 * Removes a rule of the caller's: it stops applying to new bookings, and is retired rather than
 * deleted, so bookings it lowered are priced again with it when a child leaves them (ADR 43).
 */
export async function deleteDiscountRule(options: {
  db: Database
  vendorId: string
  ruleId: string
}) {
  const { db, vendorId, ruleId } = options
  await retireRule(db, vendorId, ruleId)
}
