import { formatRevenue } from './money.ts'
import type { PriceLine } from './price-lines.ts'

/** An amount as a receipt reads it: a discount with a real minus sign, '−$18.00'. */
export function signedRevenue(cents: number): string {
  return cents < 0 ? `\u2212${formatRevenue(-cents)}` : formatRevenue(cents)
}

/**
 * A line's name with the child it is for, for text without a layout (a mail, a CSV cell):
 * 'Term price (Maya)', 'Sibling discount (2nd child, Leo)', 'Code SPRING10'.
 */
export function priceLineName(line: Pick<PriceLine, 'label' | 'firstName'>): string {
  if (!line.firstName) return line.label
  return line.label.endsWith(')')
    ? `${line.label.slice(0, -1)}, ${line.firstName})`
    : `${line.label} (${line.firstName})`
}

/** 'Sibling discount (2nd child, Leo) −$18.00'. */
export const priceLineText = (line: PriceLine) =>
  `${priceLineName(line)} ${signedRevenue(line.amountCents)}`
