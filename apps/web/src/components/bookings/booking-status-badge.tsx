import type { BookingStatus } from '@afc/contracts'
import { Badge } from '@/components/ui/badge'

const statusStyles: Record<BookingStatus, { label: string; className: string }> = {
  confirmed: { label: 'Confirmed', className: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  pending: { label: 'Pending', className: 'border-amber-300 bg-amber-50 text-amber-950' },
  cancelled: { label: 'Cancelled', className: 'border-red-300 bg-red-50 text-red-900' },
  expired: { label: 'Hold expired', className: 'border-slate-300 bg-slate-50 text-slate-800' },
}

/** The status in a word, or in the screen's own words (`label`) where it says more. */
export function BookingStatusBadge({ status, label }: { status: BookingStatus; label?: string }) {
  const style = statusStyles[status]
  return (
    <Badge variant="outline" className={style.className}>
      {label ?? style.label}
    </Badge>
  )
}
