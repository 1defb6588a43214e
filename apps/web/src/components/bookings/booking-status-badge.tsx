import type { BookingStatus } from '@afc/contracts'
import { Badge } from '@/components/ui/badge'

const statusStyles: Record<BookingStatus, { label: string; className: string }> = {
  confirmed: { label: 'Confirmed', className: 'border-emerald-300 bg-emerald-50 text-emerald-900' },
  pending: { label: 'Pending', className: 'border-amber-300 bg-amber-50 text-amber-950' },
  cancelled: { label: 'Cancelled', className: 'border-red-300 bg-red-50 text-red-900' },
}

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { label, className } = statusStyles[status]
  return (
    <Badge variant="outline" className={className}>
      {label}
    </Badge>
  )
}
