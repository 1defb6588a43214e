import type { VendorActivity } from '@afc/contracts'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'
import { SelectField } from '@/components/select-field'
import { TextField } from '@/components/text-field'

interface ActivityFieldProps<Values extends FieldValues, Context, Parsed> {
  control: Control<Values, Context, Parsed>
  name: Path<Values>
  activities: VendorActivity[]
}

export function SessionActivityField<Values extends FieldValues, Context, Parsed>({
  control,
  name,
  activities,
}: ActivityFieldProps<Values, Context, Parsed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label="Activity"
          placeholder="Select an activity"
          value={field.value}
          onChange={field.onChange}
          options={activities.map((activity) => ({ value: activity.id, label: activity.title }))}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

interface TimeFieldsProps {
  startTime: UseFormRegisterReturn
  duration: UseFormRegisterReturn
  startTimeError?: string
  durationError?: string
  /** The chosen activity's usual length, used when the duration is left empty. */
  defaultMinutes: number | null | undefined
}

export function SessionTimeFields({
  startTime,
  duration,
  startTimeError,
  durationError,
  defaultMinutes,
}: TimeFieldsProps) {
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <TextField
        label="Start time"
        type="time"
        hint="The venue's local time"
        error={startTimeError}
        {...startTime}
      />
      <TextField
        label="Duration (minutes)"
        type="number"
        inputMode="numeric"
        min={5}
        max={720}
        step={5}
        hint={
          defaultMinutes
            ? `Leave empty for the activity's ${defaultMinutes} minutes`
            : 'Leave empty for the activity’s usual length'
        }
        error={durationError}
        {...duration}
      />
    </div>
  )
}

export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="font-medium text-destructive text-sm">
      {message}
    </p>
  )
}
