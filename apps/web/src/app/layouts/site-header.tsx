import { lazy, Suspense } from 'react'
import { Link, NavLink } from 'react-router'
import { LogoMark, Wordmark } from '@/components/logo'
import { useAuth } from '@/lib/auth-context'
import { MobileMenu } from './mobile-menu'
import { headerLinks } from './navigation'
import { SignInLinks } from './sign-in-links'

// Only signed-in visitors see the menu, so its dropdown machinery loads only for them.
const AccountMenu = lazy(async () => ({ default: (await import('./account-menu')).AccountMenu }))

export function SiteHeader() {
  const { user, isLoading } = useAuth()
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 rounded-md">
          <LogoMark />
          <Wordmark className="text-base sm:text-lg lg:sr-only xl:not-sr-only" />
        </Link>
        <nav aria-label="Main" className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className="whitespace-nowrap rounded-md px-2.5 py-2 font-medium text-muted-foreground text-sm transition-colors xl:px-3 hover:bg-muted hover:text-foreground aria-[current=page]:text-primary"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {user ? (
          <div className="hidden lg:block">
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          </div>
        ) : (
          // Nothing until the session is known, so a signed-in user never sees 'Sign In' flash.
          !isLoading && <SignInLinks className="hidden lg:flex" />
        )}
        <div className="ml-auto lg:hidden">
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
