import { LogIn, Shield, Store } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import type { AuthNavigationState } from '@/lib/auth-navigation'
import { cn } from '@/lib/utils'

const adminSignIn: AuthNavigationState = { role: 'admin', defaultTab: 'login' }
const vendorSignIn: AuthNavigationState = { role: 'vendor', defaultTab: 'login' }

interface SignInLinksProps {
  className?: string
  size?: 'sm' | 'default'
  /** Called when a link is followed, e.g. to close the menu it sits in. */
  onNavigate?: () => void
}

/** Sign-in entry points: straight to the admin or vendor login, or the general one. */
export function SignInLinks({ className, size = 'sm', onNavigate }: SignInLinksProps) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Button variant="ghost" size={size} asChild>
        <Link to="/auth" state={adminSignIn} onClick={onNavigate}>
          <Shield aria-hidden="true" />
          Admin
        </Link>
      </Button>
      <Button variant="ghost" size={size} asChild>
        <Link to="/auth" state={vendorSignIn} onClick={onNavigate}>
          <Store aria-hidden="true" />
          Vendor
        </Link>
      </Button>
      <Button size={size} asChild>
        <Link to="/auth" onClick={onNavigate}>
          <LogIn aria-hidden="true" />
          Sign In
        </Link>
      </Button>
    </div>
  )
}
