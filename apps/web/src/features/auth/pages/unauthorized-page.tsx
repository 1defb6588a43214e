import { House, LogOut, ShieldAlert } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth-context'
import { useDocumentTitle } from '@/lib/use-document-title'

export function UnauthorizedPage() {
  useDocumentTitle('Access Denied')
  const { signOut } = useAuth()

  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ShieldAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="font-bold text-3xl">Access Denied</h1>
      <p className="text-muted-foreground">
        You don't have permission to access this page. Please contact an administrator if you
        believe this is an error.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <House aria-hidden="true" />
            Return to Home
          </Link>
        </Button>
        <Button variant="outline" onClick={signOut}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </div>
  )
}
