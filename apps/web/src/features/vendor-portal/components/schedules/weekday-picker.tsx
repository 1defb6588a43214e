import { useId } from 'react'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'

const WEEKDAYS = [
  { day: 1, short: 'Mon', name: 'Monday' },
  { day: 2, short: 'Tue', name: 'Tuesday' },
  { day: 3, short: 'Wed', name: 'Wednesday' },
  { day: 4, short: 'Thu', name: 'Thursday' },
  { day: 5, short: 'Fri', name: 'Friday' },
  { day: 6, short: 'Sat', name: 'Saturday' },
  { day: 0, short: 'Sun', name: 'Sunday' },
] as const

interface WeekdayPickerProps {
  /** 0 = Sunday ... 6 = Saturday, as the server counts them. */
  value: number[]
  onChange: (value: number[]) => void
  error?: string
}

/** Native checkboxes, one per day, laid out as a week starting on Monday. */
export function WeekdayPicker({ value, onChange, error }: WeekdayPickerProps) {
  const errorId = useId()
  const toggle = (day: number, checked: boolean) =>
    onChange(checked ? [...value, day].sort() : value.filter((each) => each !== day))
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-medium text-sm">Days of the week</legend>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
        {WEEKDAYS.map(({ day, short, name }) => (
          <label
            key={day}
            className="flex cursor-pointer items-center justify-center gap-1.5 rounded-md border border-input bg-card px-2 py-2 font-medium text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={value.includes(day)}
              onChange={(event) => toggle(day, event.target.checked)}
              aria-label={name}
            />
            <span aria-hidden="true">{short}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** The picker as a form's `weekdays` field, with the field's own error. */
export function WeekdaysField<Values extends FieldValues, Context, Parsed>({
  control,
  name,
}: {
  control: Control<Values, Context, Parsed>
  name: Path<Values>
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <WeekdayPicker
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
