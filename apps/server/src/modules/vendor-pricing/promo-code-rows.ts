import type { PromoCode, promoCodeInputSchema } from '@afc/contracts'
import type { z } from 'zod'
import type { promoCodes } from '../../db/schema/index.ts'
import { storedAmountOff } from '../pricing/index.ts'

type CodeRow = typeof promoCodes.$inferSelect
type CodeInput = z.output<typeof promoCodeInputSchema>

/** A scholarship place is stored as a code for 100% off whose total uses are its places. */
export function codeColumns(input: CodeInput) {
  const common = {
    kind: input.kind,
    code: input.code,
    allActivities: input.activityIds === null,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    active: input.active,
  }
  if (input.kind === 'scholarship') {
    return { ...common, percent: 100, cents: null, totalUses: input.places, usesPerFamily: null }
  }
  return {
    ...common,
    percent: input.off.unit === 'percent' ? input.off.percent : null,
    cents: input.off.unit === 'cents' ? input.off.cents : null,
    totalUses: input.totalUses,
    usesPerFamily: input.usesPerFamily,
  }
}

/** A stored code as the provider's screens read it, with its uses counted now. */
export function toPromoCode(row: CodeRow, activityIds: string[], usesTaken: number): PromoCode {
  const common = {
    id: row.id,
    code: row.code,
    activityIds: row.allActivities ? null : activityIds,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    active: row.active,
    usesTaken,
    createdAt: row.createdAt.toISOString(),
  }
  if (row.kind === 'scholarship') {
    return { kind: 'scholarship', ...common, places: row.totalUses ?? 0 }
  }
  return {
    kind: 'discount',
    ...common,
    off: storedAmountOff(row.percent, row.cents),
    totalUses: row.totalUses,
    usesPerFamily: row.usesPerFamily,
  }
}
