import type { BookingKind } from '@afc/contracts'

/** How a booking was sold: 'Term: Spring 2027', 'Drop-in', 'Trial', or 'Single session'. */
export function bookingKindLabel(kind: BookingKind, termName: string | null = null): string {
  if (kind === 'term') return termName ? `Term: ${termName}` : 'Term'
  if (kind === 'drop_in') return 'Drop-in'
  if (kind === 'trial') return 'Trial'
  return 'Single session'
}
