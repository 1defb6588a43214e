import { ChevronDown, LogOut } from 'lucide-react'
import { Link } from 'react-router'
import { RoleBadge } from '@/components/role-badge'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { useAuth } from '@/lib/auth-context'
import { type AccountLink, accountLinks, workspaceLinks } from './account-links'
import { UserAvatar } from './user-avatar'

/** The signed-in user's menu in the desktop header: their pages, workspaces and Sign Out. */
export function AccountMenu() {
  const auth = useAuth()
  const { user, profile, userRoles, signOut } = auth
  if (!user) return null
  const workspaces = workspaceLinks(auth)

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2">
          <UserAvatar profile={profile} />
          <span className="max-w-32 truncate">{profile?.firstName || user.email}</span>
          <span className="sr-only">, account menu</span>
          <ChevronDown className="text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-1.5 font-normal">
          <span className="truncate font-semibold">
            {profile ? `${profile.firstName} ${profile.lastName}` : user.email}
          </span>
          <span className="truncate text-muted-foreground text-xs">{user.email}</span>
          <span className="flex flex-wrap gap-1">
            {userRoles.map((role) => (
              <RoleBadge key={role} role={role} />
            ))}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <MenuLinks links={accountLinks} />
        {workspaces.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <MenuLinks links={workspaces} />
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

function MenuLinks({ links }: { links: AccountLink[] }) {
  return (
    <DropdownMenuGroup>
      {links.map(({ label, to, icon: Icon }) => (
        <DropdownMenuItem key={to} asChild>
          <Link to={to}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </DropdownMenuItem>
      ))}
    </DropdownMenuGroup>
  )
}
