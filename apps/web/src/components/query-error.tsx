import { ErrorAlert } from '@/components/error-alert'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'

interface QueryErrorProps {
  error: unknown
  /** What failed to load, e.g. 'the dashboard'. */
  what: string
  /** The screen's own sentence when the server sent none. */
  fallback?: string
  onRetry: () => void
}

/** A list or screen that failed to load: the server's reason and a way to try again. */
export function QueryError({
  error,
  what,
  fallback = 'An unexpected error occurred. Please try again.',
  onRetry,
}: QueryErrorProps) {
  return (
    <ErrorAlert title={`Could not load ${what}`}>
      <p>{failureMessage(error, fallback)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </ErrorAlert>
  )
}
