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
  type SingleSessionInput,
  type SingleSessionValues,
  singleSessionSchema,
  todayInputValue,
} from './session-form-schemas'
import { useSessionSubmit } from './use-session-submit'

interface SingleSessionFormProps {
  activities: VendorActivity[]
  defaultActivityId: string | undefined
  onCreated: (result: SessionCreateResult) => void
}

export function SingleSessionForm({
  activities,
  defaultActivityId,
  onCreated,
}: SingleSessionFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SingleSessionInput, unknown, SingleSessionValues>({
    resolver: zodResolver(singleSessionSchema),
    defaultValues: {
      kind: 'single',
      activityId: defaultActivityId ?? '',
      date: '',
      startTime: '',
      durationMinutes: '',
      minimum: '',
      decisionDays: NO_MINIMUM_FIELDS.decisionDays,
    },
  })
  const activityId = useWatch({ control, name: 'activityId' })
  const { submit, failure } = useSessionSubmit<SingleSessionInput>(
    [...SESSION_FIELDS, 'date'],
    setError,
    onCreated,
  )

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="One session">
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <SessionActivityField control={control} name="activityId" activities={activities} />
        <TextField
          label="Date"
          type="date"
          min={todayInputValue()}
          error={errors.date?.message}
          {...register('date')}
        />
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
          {isSubmitting ? 'Adding...' : 'Add session'}
        </Button>
      </fieldset>
    </form>
  )
}
