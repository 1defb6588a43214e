import { useRouteError } from 'react-router'
import { ErrorFallback } from '@/components/error-fallback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { describeError } from './describe-error'
import { useRetryRoute } from './use-retry-route'

/** A page's error, shown inside its layout so the navigation stays usable. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const retry = useRetryRoute()
  useDocumentTitle('Something went wrong')

  return <ErrorFallback message={describeError(error)} onReset={retry} />
}
