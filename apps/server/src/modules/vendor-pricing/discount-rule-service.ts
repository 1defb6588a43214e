import { type DiscountRule, type discountRuleInputSchema, MAX_DISCOUNT_RULES } from '@afc/contracts'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
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

/** The caller's discount rules, newest first: at most `MAX_DISCOUNT_RULES`. */
export async function listDiscountRules(options: {
  db: Database
  vendorId: string
}): Promise<DiscountRule[]> {
  const { db, vendorId } = options
  const rows = await db
    .select()
    .from(discountRules)
    .where(eq(discountRules.vendorId, vendorId))
    .orderBy(desc(discountRules.createdAt), desc(discountRules.id))
  const scopeOf = await scopesOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toDiscountRule(row, scopeOf(row.id)))
}

/** Checks the rule against the caller's activities and terms, then writes it with its scope. */
async function writeRule(options: {
  tx: Database
  vendorId: string
  input: RuleInput
  ruleId: string | null
}): Promise<DiscountRule> {
  const { tx, vendorId, input, ruleId } = options
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
  const columns = ruleColumns(input)
  const [row] = ruleId
    ? await tx
        .update(discountRules)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(discountRules.id, ruleId))
        .returning()
    : await tx
        .insert(discountRules)
        .values({ vendorId, ...columns })
        .returning()
  if (!row) throw notFound(RULE_NOT_FOUND)
  await tx.delete(discountRuleActivities).where(eq(discountRuleActivities.ruleId, row.id))
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
      .where(eq(discountRules.vendorId, vendorId))
    if (kept >= MAX_DISCOUNT_RULES) throw conflict(TOO_MANY)
    return writeRule({ tx, vendorId, input, ruleId: null })
  })
}

/** Replaces a rule of the caller's with new figures of the same kind. */
export async function updateDiscountRule(options: {
  db: Database
  vendorId: string
  ruleId: string
  input: RuleInput
}): Promise<DiscountRule> {
  const { db, vendorId, ruleId, input } = options
  return db.transaction(async (tx) => {
    const [rule] = await tx
      .select({ kind: discountRules.kind })
      .from(discountRules)
      .where(and(eq(discountRules.id, ruleId), eq(discountRules.vendorId, vendorId)))
      .for('update')
    if (!rule) throw notFound(RULE_NOT_FOUND)
    if (rule.kind !== input.kind) throw conflict(KIND_STAYS)
    return writeRule({ tx, vendorId, input, ruleId })
  })
}

/**
 * Removes a rule of the caller's. Bookings keep the lines it gave them (ADR 43), so a rule can
 * always go; it stops applying to new bookings.
 */
export async function deleteDiscountRule(options: {
  db: Database
  vendorId: string
  ruleId: string
}) {
  const { db, vendorId, ruleId } = options
  const removed = await db
    .delete(discountRules)
    .where(and(eq(discountRules.id, ruleId), eq(discountRules.vendorId, vendorId)))
    .returning({ id: discountRules.id })
  if (removed.length === 0) throw notFound(RULE_NOT_FOUND)
}
