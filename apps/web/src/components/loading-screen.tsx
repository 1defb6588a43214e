import { LoaderCircle } from 'lucide-react'

/** Shown while the signed-in user's session, profile and roles are resolved. */
export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
      <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />
      <p className="font-medium text-muted-foreground">Loading your account...</p>
    </div>
  )
}
