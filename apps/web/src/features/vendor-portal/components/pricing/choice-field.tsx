import type { UseFormRegisterReturn } from 'react-hook-form'
import { cn } from '@/lib/utils'

export interface Choice {
  value: string
  label: string
  /** What choosing it means, in plain words, read with the choice. */
  description: string
}

interface ChoiceFieldProps {
  legend: string
  choices: readonly Choice[]
  field: UseFormRegisterReturn
  /** Why the choice cannot change, shown under it while it is locked. */
  lockedHint?: string
}

/** Radio buttons, each with what it means beside it, for a choice that shapes the rest of a form. */
export function ChoiceField({ legend, choices, field, lockedHint }: ChoiceFieldProps) {
  const locked = lockedHint !== undefined
  return (
    <fieldset className="grid gap-2" disabled={locked}>
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={cn(
            'grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg border p-3 text-sm has-checked:border-primary has-checked:bg-accent/40',
            locked && 'opacity-70',
          )}
        >
          <input
            type="radio"
            value={choice.value}
            className="mt-0.5 size-4 accent-primary"
            {...field}
          />
          <span className="font-medium">{choice.label}</span>
          <span className="col-start-2 text-muted-foreground">{choice.description}</span>
        </label>
      ))}
      {lockedHint && <p className="text-muted-foreground text-sm">{lockedHint}</p>}
    </fieldset>
  )
}
