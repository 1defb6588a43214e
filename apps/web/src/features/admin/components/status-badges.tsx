import {
  ADMIN_ACTIVITY_STATUS_LABELS,
  type AdminActivityStatus,
  type VendorStatus,
} from '@afc/contracts'
import { Badge } from '@/components/ui/badge'

const GREEN = 'border-emerald-300 bg-emerald-50 text-emerald-900'
const AMBER = 'border-amber-300 bg-amber-50 text-amber-950'
const RED = 'border-red-300 bg-red-50 text-red-900'
const GREY = 'bg-muted text-muted-foreground'

export const VENDOR_STATUS_LABELS: Record<VendorStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
}

const vendorTone: Record<VendorStatus, string> = {
  pending: AMBER,
  approved: GREEN,
  rejected: RED,
  suspended: GREY,
}

export function VendorStatusBadge({ status }: { status: VendorStatus }) {
  return (
    <Badge variant="outline" className={vendorTone[status]}>
      {VENDOR_STATUS_LABELS[status]}
    </Badge>
  )
}

const activityTone: Record<AdminActivityStatus, string> = {
  pending: AMBER,
  approved: GREEN,
  rejected: RED,
  inactive: GREY,
}

export function ActivityStatusBadge({ status }: { status: AdminActivityStatus }) {
  return (
    <Badge variant="outline" className={activityTone[status]}>
      {ADMIN_ACTIVITY_STATUS_LABELS[status]}
    </Badge>
  )
}

export function FeaturedBadge() {
  return (
    <Badge variant="outline" className="border-sky-300 bg-sky-50 text-sky-900">
      Featured
    </Badge>
  )
}
