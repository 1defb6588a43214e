import { CircleAlert } from 'lucide-react'
import { isApiError } from '@/lib/api-error'
import { failureMessage } from '@/lib/problem-feedback'

/**
 * Why the server refused the booking: its sentence (a child outside the ages, a full or past
 * session, ...) and any per-field messages, once each.
 */
export function BookingFailure({
  error,
  fallback = 'Booking failed. Please try again.',
}: {
  error: unknown
  /** The dialog's own sentence when the server gave no reason. */
  fallback?: string
}) {
  const fieldMessages = isApiError(error) ? Object.values(error.errors).flat() : []
  const detail = failureMessage(error, fallback)
  const messages = [...new Set([detail, ...fieldMessages])]
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </div>
  )
}
