import type { Role } from '@afc/contracts'
import type { LucideIcon } from 'lucide-react'
import { LogOut } from 'lucide-react'
import { Link, NavLink } from 'react-router'
import { LogoMark } from '@/components/logo'
import { RoleBadge } from '@/components/role-badge'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth-context'

export interface WorkspaceNavItem {
  label: string
  to: string
  icon: LucideIcon
  /** Active only on this exact path, not on the paths below it (the dashboards). */
  end?: boolean
}

export interface WorkspaceSidebarProps {
  title: string
  /** The role this workspace belongs to, shown as a badge under the title. */
  workspaceRole: Role
  navLabel: string
  items: WorkspaceNavItem[]
  onNavigate?: () => void
}

export function WorkspaceSidebar({
  title,
  workspaceRole,
  navLabel,
  items,
  onNavigate,
}: WorkspaceSidebarProps) {
  const { signOut } = useAuth()

  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="flex items-center gap-3 px-2 pt-2">
        <Link
          to="/"
          onClick={onNavigate}
          className="rounded-md"
          aria-label="Activities for Children home"
        >
          <LogoMark />
        </Link>
        <div className="min-w-0">
          <p className="font-bold font-display leading-tight">{title}</p>
          <RoleBadge role={workspaceRole} className="mt-1" />
        </div>
      </div>
      <nav aria-label={navLabel} className="flex-1">
        <ul className="flex flex-col gap-1">
          {items.map(({ label, to, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className="flex items-center gap-3 rounded-md px-3 py-2 font-medium text-muted-foreground text-sm transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground"
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Button variant="ghost" className="justify-start text-muted-foreground" onClick={signOut}>
        <LogOut aria-hidden="true" />
        Sign Out
      </Button>
    </div>
  )
}
