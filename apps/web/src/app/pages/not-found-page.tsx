import { House } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'

export function NotFoundPage() {
  useDocumentTitle('Page not found')
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="font-bold font-display text-7xl text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="font-bold text-3xl">Oops! Page not found</h1>
      <p className="text-muted-foreground">
        The page you're looking for doesn't exist or may have moved.
      </p>
      <Button asChild size="lg">
        <Link to="/">
          <House aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </div>
  )
}
