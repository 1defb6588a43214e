import { ErrorAlert } from '@/components/error-alert'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-message'

interface QueryErrorProps {
  error: unknown
  /** What failed to load, e.g. 'the dashboard'. */
  what: string
  onRetry: () => void
}

/** A list or screen that failed to load: the server's reason and a way to try again. */
export function QueryError({ error, what, onRetry }: QueryErrorProps) {
  return (
    <ErrorAlert title={`Could not load ${what}`}>
      <p>{failureMessage(error, 'An unexpected error occurred. Please try again.')}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </ErrorAlert>
  )
}
