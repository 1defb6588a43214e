import type { RefObject } from 'react'
import { NavLink } from 'react-router'
import { Separator } from '@/components/ui/separator'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet'
import { useAuth } from '@/lib/auth-context'
import { MobileAccountLinks } from './mobile-account-links'
import { headerLinks } from './navigation'
import { SignInLinks } from './sign-in-links'

interface MobileMenuDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The header's menu button, which gets the focus back when the drawer closes. */
  triggerRef: RefObject<HTMLButtonElement | null>
}

/** The drawer behind the header's menu button, loaded the first time it is opened. */
export function MobileMenuDrawer({ open, onOpenChange, triggerRef }: MobileMenuDrawerProps) {
  const { user, isLoading } = useAuth()
  const close = () => onOpenChange(false)

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="overflow-y-auto"
        initialFocus="nav a"
        onCloseAutoFocus={(event) => {
          // The button is ours, not the drawer's trigger, so the drawer cannot find it alone.
          event.preventDefault()
          triggerRef.current?.focus()
        }}
      >
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
