import { Menu } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Outlet } from 'react-router'
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link'
import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'
import { cn } from '@/lib/utils'
import { WorkspaceSidebar, type WorkspaceSidebarProps } from './workspace-sidebar'

interface WorkspaceShellProps extends Omit<WorkspaceSidebarProps, 'onNavigate'> {
  /** A message about the whole workspace, shown above every page in it. */
  notice?: ReactNode
  /** Controls at the right of a top bar; with them the bar shows on large screens too. */
  headerActions?: ReactNode
}

/** The vendor and admin frame: a fixed sidebar on large screens, a drawer on phones. */
export function WorkspaceShell({ notice, headerActions, ...props }: WorkspaceShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false)

  return (
    <div className="min-h-dvh bg-muted/40 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)]">
      <SkipLink />
      <aside className="sticky top-0 hidden h-dvh border-r bg-sidebar lg:block">
        <WorkspaceSidebar {...props} />
      </aside>
      <div className="flex min-h-dvh flex-col">
        <header
          className={cn(
            'sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background px-2 lg:px-6',
            !headerActions && 'lg:hidden',
          )}
        >
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Open navigation"
                className="lg:hidden"
              >
                <Menu className="size-6" aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="left" className="bg-sidebar p-0" initialFocus="nav a">
              <SheetTitle className="sr-only">{props.title} navigation</SheetTitle>
              <SheetDescription className="sr-only">Sections of the {props.title}</SheetDescription>
              <WorkspaceSidebar {...props} onNavigate={() => setDrawerOpen(false)} />
            </SheetContent>
          </Sheet>
          <p className="font-bold font-display lg:hidden">{props.title}</p>
          {headerActions && <div className="ml-auto flex items-center gap-2">{headerActions}</div>}
        </header>
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 p-4 focus:outline-none sm:p-6 lg:p-8"
        >
          {notice}
          <Outlet />
        </main>
      </div>
    </div>
  )
}
