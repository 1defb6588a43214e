import type { WaitlistStatus } from '@afc/contracts'
import { Badge } from '@/components/ui/badge'

const statusStyles: Record<WaitlistStatus, { label: string; className: string }> = {
  waiting: { label: 'Waiting', className: 'border-sky-300 bg-sky-50 text-sky-900' },
  offered: { label: 'Offer for you', className: 'border-amber-300 bg-amber-50 text-amber-950' },
  booked: { label: 'Booked', className: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  declined: { label: 'Declined', className: 'border-slate-300 bg-slate-50 text-slate-800' },
  expired: { label: 'Offer ran out', className: 'border-slate-300 bg-slate-50 text-slate-800' },
  left: { label: 'Left', className: 'border-slate-300 bg-slate-50 text-slate-800' },
  closed: { label: 'Closed', className: 'border-slate-300 bg-slate-50 text-slate-800' },
}

/** An entry's status in the family's words. */
export function waitlistStatusLabel(status: WaitlistStatus): string {
  return statusStyles[status].label
}

export function WaitlistStatusBadge({ status }: { status: WaitlistStatus }) {
  const style = statusStyles[status]
  return (
    <Badge variant="outline" className={style.className}>
      {style.label}
    </Badge>
  )
}

/** 'You are number 3 in line' while the family waits. */
export function placeInLine(position: number): string {
  return `You are number ${position} in line`
}

/** '23 h 5 min' for a long offer, '12:34' in its last hour, as a hold counts down. */
export function offerTimeLeft(remainingMs: number): string {
  const minutes = Math.ceil(remainingMs / 60_000)
  if (minutes < 60) {
    const seconds = Math.ceil(remainingMs / 1000)
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
  }
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}
