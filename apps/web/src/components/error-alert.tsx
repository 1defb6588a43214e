import { CircleAlert } from 'lucide-react'
import type { ReactNode } from 'react'

interface ErrorAlertProps {
  title: string
  children: ReactNode
}

/** A failure the person should read before going on, announced to screen readers. */
export function ErrorAlert({ title, children }: ErrorAlertProps) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold text-destructive">{title}</p>
        <div className="text-foreground">{children}</div>
      </div>
    </div>
  )
}
