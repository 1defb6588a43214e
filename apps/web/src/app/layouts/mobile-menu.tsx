import { Menu } from 'lucide-react'
import { useState } from 'react'
import { NavLink } from 'react-router'
import { Button } from '@/components/ui/button'
import { Separator } from '@/components/ui/separator'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'
import { useAuth } from '@/lib/auth-context'
import { MobileAccountLinks } from './mobile-account-links'
import { headerLinks } from './navigation'
import { SignInLinks } from './sign-in-links'

/** The header's links in a drawer, for screens too narrow for the full bar. */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const { user, isLoading } = useAuth()
  const close = () => setOpen(false)

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="overflow-y-auto">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation and sign-in</SheetDescription>
        </SheetHeader>
        <nav aria-label="Main" className="px-2">
          <ul className="flex flex-col gap-1">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  onClick={close}
                  className="block rounded-md px-3 py-2.5 font-medium hover:bg-muted aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Separator />
        {user ? (
          <MobileAccountLinks onNavigate={close} />
        ) : (
          !isLoading && (
            <SignInLinks
              size="default"
              onNavigate={close}
              className="flex-col items-stretch px-4 [&>*]:justify-start"
            />
          )
        )}
      </SheetContent>
    </Sheet>
  )
}
