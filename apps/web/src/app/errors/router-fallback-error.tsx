import { useRouteError } from 'react-router'
import { ErrorFallback } from '@/components/error-fallback'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'
import { describeError } from './describe-error'
import { useRetryRoute } from './use-retry-route'

/** The last line of the router: an error in a layout itself, with no page chrome around it. */
export function RouterFallbackError() {
  const error = useRouteError()
  const retry = useRetryRoute()
  useDocumentTitle('Unexpected Application Error!')

  return (
    <main className="flex min-h-dvh items-center">
      <ErrorFallback
        title="Unexpected Application Error!"
        message={describeError(error)}
        onReset={retry}
      >
        <Button variant="outline" asChild>
          {/* A full page load starts the app afresh when its own shell has failed. */}
          <a href="/">Return to Home</a>
        </Button>
      </ErrorFallback>
    </main>
  )
}
