import { Menu } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'

// The drawer and its dialog machinery are only needed once someone opens it, so they stay out
// of the code every page loads first.
const MobileMenuDrawer = lazy(async () => ({
  default: (await import('./mobile-menu-drawer')).MobileMenuDrawer,
}))

/** The header's links in a drawer, for screens too narrow for the full bar. */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} triggerRef={buttonRef} />
        </Suspense>
      )}
    </>
  )
}
