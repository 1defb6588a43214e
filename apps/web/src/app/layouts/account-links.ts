import {
  CalendarCheck,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  Shield,
  UserRound,
  UsersRound,
} from 'lucide-react'

export interface AccountLink {
  label: string
  to: string
  icon: LucideIcon
}

/** A signed-in user's own pages, whatever their roles. */
export const accountLinks: AccountLink[] = [
  { label: 'Profile', to: '/profile', icon: UserRound },
  { label: 'My Bookings', to: '/bookings', icon: CalendarCheck },
  { label: 'Child Profiles', to: '/children', icon: UsersRound },
  { label: 'Settings', to: '/settings', icon: Settings },
]

/** The workspaces a user's roles open: the admin area for admins, the dashboard for vendors. */
export function workspaceLinks(roles: { isAdmin: boolean; isVendor: boolean }): AccountLink[] {
  const links: AccountLink[] = []
  if (roles.isAdmin) links.push({ label: 'Admin', to: '/admin', icon: Shield })
  if (roles.isVendor)
    links.push({ label: 'Vendor Dashboard', to: '/vendor', icon: LayoutDashboard })
  return links
}
