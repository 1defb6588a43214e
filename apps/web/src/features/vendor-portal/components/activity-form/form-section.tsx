import type { ReactNode } from 'react'

interface FormSectionProps {
  title: string
  description?: string
  children: ReactNode
}

/** A titled group of related fields, so a long form reads as a few short steps. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <section className="grid gap-4">
      <div className="grid gap-1 border-b pb-2">
        <h2 className="font-semibold text-lg">{title}</h2>
        {description && <p className="text-muted-foreground text-sm">{description}</p>}
      </div>
      {children}
    </section>
  )
}
