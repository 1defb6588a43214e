import {
  ChartColumn,
  FileHeart,
  FileText,
  LayoutDashboard,
  MailWarning,
  Receipt,
  Settings,
  Shapes,
  Store,
  TicketPercent,
  Users,
} from 'lucide-react'
import { AdminAccountMenu } from './admin-account-menu'
import { WorkspaceShell } from './workspace-shell'
import type { WorkspaceNavItem } from './workspace-sidebar'

const adminNavItems: WorkspaceNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, end: true },
  { label: 'Vendors', to: '/admin/vendors', icon: Store },
  { label: 'Activities', to: '/admin/activities', icon: Shapes },
  { label: 'Users', to: '/admin/users', icon: Users },
  { label: "Children's records", to: '/admin/children', icon: FileHeart },
  { label: 'Content', to: '/admin/content', icon: FileText },
  { label: 'Analytics', to: '/admin/analytics', icon: ChartColumn },
  { label: 'Payments', to: '/admin/payments', icon: Receipt },
  { label: 'Platform codes', to: '/admin/platform-codes', icon: TicketPercent },
  { label: 'Jobs and mail', to: '/admin/jobs', icon: MailWarning },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
]

export function AdminLayout() {
  return (
    <WorkspaceShell
      title="Admin Dashboard"
      workspaceRole="admin"
      navLabel="Admin"
      items={adminNavItems}
      headerActions={<AdminAccountMenu />}
    />
  )
}
