import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

interface EmptyStateProps {
  icon: LucideIcon
  title: string
  description?: string
  /** The way forward, e.g. a button that clears the filters. */
  action?: ReactNode
  /** Heading level, so the state fits the page's outline. */
  headingLevel?: 'h1' | 'h2' | 'h3'
  className?: string
}

/** A friendly block for 'nothing here': what happened and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel: Heading = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-14 text-center',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <Heading className="font-semibold text-xl">{title}</Heading>
      {description && <p className="max-w-md text-muted-foreground">{description}</p>}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  )
}
