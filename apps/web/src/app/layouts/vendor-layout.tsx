import type { ProviderRole } from '@afc/contracts'
import {
  CalendarCheck,
  CalendarDays,
  ClipboardCheck,
  ClipboardList,
  LayoutDashboard,
  Settings,
  Shapes,
  Store,
  TicketPercent,
  UsersRound,
  Wallet,
} from 'lucide-react'
import { useAuth } from '@/lib/auth-context'
import { PendingApprovalNotice } from './pending-approval-notice'
import { providerRoleReaches } from './provider-access'
import { WorkspaceShell } from './workspace-shell'
import type { WorkspaceNavItem } from './workspace-sidebar'

/** Each link with the least provider role its page needs (the server's access map agrees). */
const vendorNavItems: (WorkspaceNavItem & { least: ProviderRole })[] = [
  { label: 'Dashboard', to: '/vendor', icon: LayoutDashboard, end: true, least: 'manager' },
  { label: 'Today', to: '/vendor/today', icon: CalendarCheck, least: 'instructor' },
  { label: 'Rosters', to: '/vendor/rosters', icon: ClipboardCheck, least: 'instructor' },
  { label: 'My Activities', to: '/vendor/activities', icon: Shapes, least: 'manager' },
  { label: 'Schedules', to: '/vendor/schedules', icon: CalendarDays, least: 'manager' },
  { label: 'Bookings', to: '/vendor/bookings', icon: ClipboardList, least: 'manager' },
  { label: 'Payouts', to: '/vendor/payouts', icon: Wallet, least: 'owner' },
  // Not /vendor/pricing: that is the public page of the platform's fees for providers.
  { label: 'Pricing', to: '/vendor/discounts', icon: TicketPercent, least: 'manager' },
  { label: 'Profile', to: '/vendor/profile', icon: Store, least: 'manager' },
  { label: 'Staff', to: '/vendor/staff', icon: UsersRound, least: 'owner' },
  { label: 'Settings', to: '/vendor/settings', icon: Settings, least: 'manager' },
]

export function VendorLayout() {
  const { session } = useAuth()
  return (
    <WorkspaceShell
      title="Vendor Dashboard"
      workspaceRole="vendor"
      navLabel="Vendor"
      items={vendorNavItems.filter((item) =>
        providerRoleReaches(session?.providerRole, item.least),
      )}
      notice={session?.vendor && <PendingApprovalNotice status={session.vendor.status} />}
    />
  )
}
