import type { AdminStat } from '@afc/contracts'

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
const count = new Intl.NumberFormat('en-US')

export { formatRevenue } from '@/lib/money'

export function formatCount(value: number): string {
  return count.format(value)
}

/** A calendar day, on the admin's own clock: 'Mar 12, 2026'. */
export function formatDay(iso: string): string {
  return day.format(new Date(iso))
}

/** A moment, on the admin's own clock: 'Mar 12, 2026, 4:30 PM'. */
export function formatMoment(iso: string): string {
  return moment.format(new Date(iso))
}

/** A week by its first day, 'Mar 9': ISO dates are UTC days, so they are read as UTC. */
export function formatWeek(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

export type ChangeTone = 'up' | 'down' | 'flat'

export interface ChangeDisplay {
  /** What the card shows: '+12.5%', '−3%', 'New' or '—'. */
  text: string
  /** The same, spelled out for screen readers and the tooltip. */
  description: string
  tone: ChangeTone
}

/**
 * A stat's change against the previous 30 days. The server sends no percentage when the earlier
 * period was empty: growth from nothing has no percentage, so it reads 'New', and nothing in
 * either period reads '—'.
 */
export function describeChange(stat: AdminStat): ChangeDisplay {
  if (stat.changePercent === null) {
    return stat.last30Days > 0
      ? { text: 'New', description: 'New: none in the previous 30 days', tone: 'up' }
      : { text: '—', description: 'No change: none in the last 60 days', tone: 'flat' }
  }
  const rounded = Math.round(stat.changePercent * 10) / 10
  const magnitude = `${Math.abs(rounded)}%`
  if (rounded > 0) {
    return {
      text: `+${magnitude}`,
      description: `Up ${magnitude} on the previous 30 days`,
      tone: 'up',
    }
  }
  if (rounded < 0) {
    return {
      text: `−${magnitude}`,
      description: `Down ${magnitude} on the previous 30 days`,
      tone: 'down',
    }
  }
  return { text: '0%', description: 'No change on the previous 30 days', tone: 'flat' }
}

/** A month, 'Mar 2026', from its 'YYYY-MM': months are UTC months, so they are read as UTC. */
export function formatMonth(isoMonth: string): string {
  return new Date(`${isoMonth}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}
