import { CircleAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'

interface LoadFailureProps {
  error: unknown
  /** The screen's own sentence when the server sent none. */
  fallback: string
  onRetry: () => void
}

/** A list that could not load: why, and a way to try again without reloading the page. */
export function LoadFailure({ error, fallback, onRetry }: LoadFailureProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-destructive">
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {failureMessage(error, fallback)}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
