import {
  CalendarCheck,
  CalendarDays,
  ClipboardList,
  LayoutDashboard,
  Settings,
  Shapes,
  Store,
  TicketPercent,
  Wallet,
} from 'lucide-react'
import { useAuth } from '@/lib/auth-context'
import { PendingApprovalNotice } from './pending-approval-notice'
import { WorkspaceShell } from './workspace-shell'
import type { WorkspaceNavItem } from './workspace-sidebar'

const vendorNavItems: WorkspaceNavItem[] = [
  { label: 'Dashboard', to: '/vendor', icon: LayoutDashboard, end: true },
  { label: 'Today', to: '/vendor/today', icon: CalendarCheck },
  { label: 'My Activities', to: '/vendor/activities', icon: Shapes },
  { label: 'Schedules', to: '/vendor/schedules', icon: CalendarDays },
  { label: 'Bookings', to: '/vendor/bookings', icon: ClipboardList },
  { label: 'Payouts', to: '/vendor/payouts', icon: Wallet },
  // Not /vendor/pricing: that is the public page of the platform's fees for providers.
  { label: 'Pricing', to: '/vendor/discounts', icon: TicketPercent },
  { label: 'Profile', to: '/vendor/profile', icon: Store },
  { label: 'Settings', to: '/vendor/settings', icon: Settings },
]

export function VendorLayout() {
  const { session } = useAuth()
  return (
    <WorkspaceShell
      title="Vendor Dashboard"
      workspaceRole="vendor"
      navLabel="Vendor"
      items={vendorNavItems}
      notice={session?.vendor && <PendingApprovalNotice status={session.vendor.status} />}
    />
  )
}
