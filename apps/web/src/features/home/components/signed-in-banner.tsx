import { CalendarCheck, LayoutDashboard, LogOut, Shield } from 'lucide-react'
import { Link } from 'react-router'
import { RoleBadge } from '@/components/role-badge'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth-context'

/** Greets a signed-in user on the home page with the ways into their dashboards. */
export function SignedInBanner() {
  const { user, userRoles, isAdmin, isVendor, signOut } = useAuth()
  if (!user) return null

  return (
    <section aria-label="Your account" className="border-b bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <p className="min-w-0 truncate font-medium text-sm">{`Signed in as ${user.email}`}</p>
          {userRoles.map((role) => (
            <RoleBadge key={role} role={role} />
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          {isAdmin && (
            <Button size="sm" asChild>
              <Link to="/admin">
                <Shield aria-hidden="true" />
                Admin Dashboard
              </Link>
            </Button>
          )}
          {isVendor && (
            <Button size="sm" asChild>
              <Link to="/vendor">
                <LayoutDashboard aria-hidden="true" />
                Vendor Dashboard
              </Link>
            </Button>
          )}
          <Button size="sm" variant="outline" asChild>
            <Link to="/bookings">
              <CalendarCheck aria-hidden="true" />
              My Bookings
            </Link>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </div>
    </section>
  )
}
