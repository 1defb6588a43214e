import type { AnnouncementReach } from '@afc/contracts'
import { pluralize } from '../../lib/plural'

const NAMES_SHOWN = 5

/** 'Maya, Leo and Ava', or 'Maya, Leo, Ava, Sam, Noah and 3 more' for a long list. */
export function nameList(names: string[]): string {
  const shown = names.slice(0, NAMES_SHOWN)
  const rest = names.length - shown.length
  const parts = rest > 0 ? [...shown, `${rest} more`] : shown
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}

const unique = (names: string[]) => [...new Set(names)]

/**
 * What a provider reads after sending: who it reached, and who will only see it on My Bookings
 * because they turned provider messages off. A family with two bookings counts once.
 */
export function reachSummary(reached: Pick<AnnouncementReach, 'parentName' | 'mailed'>[]): {
  sent: string
  notMailed: string | null
} {
  const families = unique(reached.map((each) => each.parentName))
  const mailed = new Set(reached.filter((each) => each.mailed).map((each) => each.parentName))
  const notMailed = families.filter((name) => !mailed.has(name))
  return {
    sent: `Sent to ${pluralize(families.length, 'family', 'families')}: ${nameList(families)}.`,
    notMailed:
      notMailed.length === 0
        ? null
        : `${nameList(notMailed)} turned provider messages off, so ${notMailed.length === 1 ? 'they' : 'they all'} will see it on My Bookings but get no email.`,
  }
}
