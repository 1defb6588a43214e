import { DECISION_HOURS_MAX, DECISION_HOURS_MIN } from '@afc/contracts'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { TextField } from '@/components/text-field'

interface RunMinimumFieldsProps {
  minPlaces: UseFormRegisterReturn
  decisionDays: UseFormRegisterReturn
  minPlacesError?: string
  decisionDaysError?: string
  /** 'term' or 'session': what runs or not. */
  of: 'term' | 'session'
  /** Once whether it runs is recorded, its minimum stays as it was decided on. */
  decided?: boolean
}

/** 'Minimum to run (optional)' and when it is decided, for a term or a single session. */
export function RunMinimumFields({
  minPlaces,
  decisionDays,
  minPlacesError,
  decisionDaysError,
  of,
  decided = false,
}: RunMinimumFieldsProps) {
  // Left out once decided, not disabled: the form keeps the values it started with and sends them.
  if (decided) {
    return (
      <p className="text-muted-foreground text-sm">
        Whether this {of} runs is decided: its minimum stays as it was.
      </p>
    )
  }
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <TextField
        label="Minimum to run (optional)"
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        hint={`Empty: the ${of} runs whatever the number`}
        error={minPlacesError}
        {...minPlaces}
      />
      <TextField
        label="Decide this many days before the start"
        type="number"
        inputMode="numeric"
        min={DECISION_HOURS_MIN / 24}
        max={DECISION_HOURS_MAX / 24}
        hint="1 to 14 days. Below the minimum then, it is cancelled and every family refunded in full"
        error={decisionDaysError}
        {...decisionDays}
      />
    </div>
  )
}
