import { LogOut } from 'lucide-react'
import { NavLink } from 'react-router'
import { RoleBadge } from '@/components/role-badge'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth-context'
import { accountLinks, workspaceLinks } from './account-links'
import { UserAvatar } from './user-avatar'

/** The signed-in user's pages, workspaces and Sign Out, in the phone menu. */
export function MobileAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const auth = useAuth()
  const { user, profile, userRoles, signOut } = auth
  if (!user) return null
  const links = [...accountLinks, ...workspaceLinks(auth)]

  return (
    <div className="grid gap-2 px-2 pb-4">
      <div className="flex items-center gap-3 px-3 py-1">
        <UserAvatar profile={profile} />
        <div className="min-w-0 space-y-1">
          <p className="truncate text-muted-foreground text-sm">{user.email}</p>
          <div className="flex flex-wrap gap-1">
            {userRoles.map((role) => (
              <RoleBadge key={role} role={role} />
            ))}
          </div>
        </div>
      </div>
      <nav aria-label="Account">
        <ul className="flex flex-col gap-1">
          {links.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className="flex items-center gap-3 rounded-md px-3 py-2.5 font-medium hover:bg-muted aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground"
              >
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Button
        variant="ghost"
        className="justify-start px-3"
        onClick={() => {
          onNavigate()
          void signOut()
        }}
      >
        <LogOut aria-hidden="true" />
        Sign Out
      </Button>
    </div>
  )
}
