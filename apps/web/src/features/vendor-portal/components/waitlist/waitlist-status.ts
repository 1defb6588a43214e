import type { VendorWaitlistEntry } from '@afc/contracts'
import { formatSessionDate, formatZonedClockTime } from '@/lib/session-time'

/** When, in the venue's time: 'Sat, Mar 14, 10:00 CDT'. */
export function venueMoment(iso: string, timeZone: string): string {
  return `${formatSessionDate(iso, timeZone)}, ${formatZonedClockTime(iso, timeZone)}`
}

/** The entry's status in the provider's words. */
export function waitlistStatusLabel(entry: VendorWaitlistEntry, timeZone: string): string {
  switch (entry.status) {
    case 'waiting':
      return 'Waiting'
    case 'offered':
      return entry.offerExpiresAt
        ? `Offered until ${venueMoment(entry.offerExpiresAt, timeZone)}`
        : 'Offered'
    case 'booked':
      return 'Booked from the list'
    case 'declined':
      return 'Declined the offer'
    case 'expired':
      return 'Offer expired'
    case 'left':
      return 'Left the list'
    case 'closed':
      return 'List closed'
  }
}
