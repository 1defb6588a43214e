import type { ReactNode } from 'react'

interface SectionHeadingProps {
  id: string
  title: string
  subtitle?: string
  action?: ReactNode
}

export function SectionHeading({ id, title, subtitle, action }: SectionHeadingProps) {
  return (
    <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-2">
        <h2 id={id} className="font-bold text-3xl tracking-tight">
          {title}
        </h2>
        {subtitle && <p className="max-w-2xl text-muted-foreground">{subtitle}</p>}
      </div>
      {action}
    </div>
  )
}
