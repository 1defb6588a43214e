import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'

export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.'

interface ErrorFallbackProps {
  title?: string
  message?: string
  onReset: () => void
  /** Extra ways out, shown after 'Try again'. */
  children?: ReactNode
}

export function ErrorFallback({
  title = 'Something went wrong',
  message,
  onReset,
  children,
}: ErrorFallbackProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <CircleAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="font-bold text-2xl">{title}</h1>
      <p className="text-muted-foreground">{message || DEFAULT_ERROR_MESSAGE}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onReset}>Try again</Button>
        {children}
      </div>
    </div>
  )
}
