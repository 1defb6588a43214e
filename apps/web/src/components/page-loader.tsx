import { LoaderCircle } from 'lucide-react'

/** Shown while the code for the first page is downloaded. */
export function PageLoader() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center p-6">
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">Loading page</span>
    </div>
  )
}
