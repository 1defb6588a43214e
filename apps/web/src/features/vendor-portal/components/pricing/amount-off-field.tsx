import type { UseFormRegisterReturn } from 'react-hook-form'
import { SelectField } from '@/components/select-field'
import { TextField } from '@/components/text-field'

interface AmountOffFieldProps {
  /** What the amount is off, e.g. 'Off the 2nd child'. */
  label: string
  unit: string
  onUnit: (unit: string) => void
  units: readonly { value: string; label: string }[]
  /** Whether the chosen unit is dollars, so the field reads '($)' rather than '(%)'. */
  inDollars: boolean
  amount: UseFormRegisterReturn
  error?: string
  hint?: string
}

/** A percentage or an amount in dollars, chosen beside the figure. */
export function AmountOffField({
  label,
  unit,
  onUnit,
  units,
  inDollars,
  amount,
  error,
  hint,
}: AmountOffFieldProps) {
  return (
    <div className="grid items-start gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <SelectField label={`${label}: as`} value={unit} onChange={onUnit} options={units} />
      <TextField
        label={`${label} (${inDollars ? '$' : '%'})`}
        inputMode="decimal"
        hint={hint}
        error={error}
        {...amount}
      />
    </div>
  )
}
