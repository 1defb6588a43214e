import type { LucideIcon } from 'lucide-react'

export interface Step {
  title: string
  text: string
  icon: LucideIcon
}

/** A short sequence of steps, each with its number, icon and one or two sentences. */
export function NumberedSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-4">
      {steps.map(({ title, text, icon: Icon }, index) => (
        <li key={title} className="flex gap-4 rounded-2xl border bg-card p-5 shadow-sm">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="space-y-1">
            <h2 className="font-semibold text-lg">
              <span className="text-muted-foreground">{`${index + 1}. `}</span>
              {title}
            </h2>
            <p className="text-muted-foreground leading-relaxed">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
