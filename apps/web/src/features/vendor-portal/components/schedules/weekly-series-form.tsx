import { NO_MINIMUM_FIELDS, type VendorActivity } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import type { SessionCreateResult } from '../../api/create-vendor-sessions'
import { RunMinimumFields } from './run-minimum-fields'
import { FormFailure, SessionActivityField, SessionTimeFields } from './session-form-parts'
import {
  optionalNumber,
  SESSION_FIELDS,
  todayInputValue,
  type WeeklySeriesInput,
  type WeeklySeriesValues,
  weeklySeriesSchema,
} from './session-form-schemas'
import { useSessionSubmit } from './use-session-submit'
import { WeekdaysField } from './weekday-picker'

interface WeeklySeriesFormProps {
  activities: VendorActivity[]
  defaultActivityId: string | undefined
  onCreated: (result: SessionCreateResult) => void
}

export function WeeklySeriesForm({
  activities,
  defaultActivityId,
  onCreated,
}: WeeklySeriesFormProps) {
  const today = todayInputValue()
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WeeklySeriesInput, unknown, WeeklySeriesValues>({
    resolver: zodResolver(weeklySeriesSchema),
    defaultValues: {
      kind: 'weekly',
      activityId: defaultActivityId ?? '',
      weekdays: [],
      fromDate: today,
      toDate: '',
      startTime: '',
      durationMinutes: '',
      minimum: '',
      decisionDays: NO_MINIMUM_FIELDS.decisionDays,
    },
  })
  const activityId = useWatch({ control, name: 'activityId' })
  const { submit, failure } = useSessionSubmit<WeeklySeriesInput>(
    [...SESSION_FIELDS, 'weekdays', 'fromDate', 'toDate'],
    setError,
    onCreated,
  )

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Weekly series">
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <SessionActivityField control={control} name="activityId" activities={activities} />
        <WeekdaysField control={control} name="weekdays" />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            label="From"
            type="date"
            min={today}
            error={errors.fromDate?.message}
            {...register('fromDate')}
          />
          <TextField
            label="To"
            type="date"
            min={today}
            hint="At most six months after the first date"
            error={errors.toDate?.message}
            {...register('toDate')}
          />
        </div>
        <SessionTimeFields
          startTime={register('startTime')}
          duration={register('durationMinutes', { setValueAs: optionalNumber })}
          startTimeError={errors.startTime?.message}
          durationError={errors.durationMinutes?.message}
          defaultMinutes={activities.find((each) => each.id === activityId)?.durationMinutes}
        />
        <RunMinimumFields
          of="session"
          minPlaces={register('minimum')}
          decisionDays={register('decisionDays')}
          minPlacesError={errors.minimum?.message}
          decisionDaysError={errors.decisionDays?.message}
        />
        <FormFailure message={failure} />
        <Button type="submit" className="sm:justify-self-end">
          {isSubmitting ? 'Adding...' : 'Add sessions'}
        </Button>
      </fieldset>
    </form>
  )
}
