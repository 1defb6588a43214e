import { NO_MINIMUM_FIELDS, type TermEditFormInput } from '@afc/contracts'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { SelectField, type SelectOption } from '@/components/select-field'
import { TextField } from '@/components/text-field'
import { RunMinimumFields } from '../schedules/run-minimum-fields'

const LATE_JOINING_OPTIONS: SelectOption[] = [
  { value: 'none', label: 'Not once it has begun' },
  { value: 'until_session', label: 'Until a session' },
  { value: 'until_date', label: 'Until a date' },
]

const WITHDRAWAL_OPTIONS: SelectOption[] = [
  { value: 'pro_rata', label: 'Pro rata refund' },
  { value: 'no_refund_after_start', label: 'No refund after the start' },
]

interface TermRuleFieldsProps {
  /** The sessions a family may join until, in order. */
  sessionOptions: SelectOption[]
  /** The course's places, which an empty places field takes. */
  coursePlaces: number | null | undefined
  /** The term's outcome is recorded: its minimum can no longer change. */
  decided?: boolean
}

/**
 * What 'Add term' and 'Edit term' share: places, camp, prices, late joining, withdrawal and the
 * minimum to run.
 * Read from the form around them, whose values hold these fields under the same names.
 */
export function TermRuleFields({ sessionOptions, coursePlaces, decided }: TermRuleFieldsProps) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<TermEditFormInput>()
  const lateJoining = useWatch({ control, name: 'lateJoining' })

  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label="Places"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          hint={
            coursePlaces
              ? `Empty: the course's ${coursePlaces} places`
              : "Empty: the course's places"
          }
          error={errors.places?.message}
          {...register('places')}
        />
        <label className="flex items-start gap-2 text-sm sm:pt-7">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...register('isCamp')} />
          <span>Camp: consecutive days, one session a day</span>
        </label>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <TextField
          label="Term price ($)"
          inputMode="decimal"
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label="Drop-in price ($)"
          inputMode="decimal"
          hint="Empty: no drop-ins"
          error={errors.dropInPrice?.message}
          {...register('dropInPrice')}
        />
        <TextField
          label="Trial price ($)"
          inputMode="decimal"
          hint="Empty: no trial class"
          error={errors.trialPrice?.message}
          {...register('trialPrice')}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="lateJoining"
          render={({ field }) => (
            <SelectField
              label="Late joining"
              value={field.value}
              onChange={field.onChange}
              options={LATE_JOINING_OPTIONS}
            />
          )}
        />
        {lateJoining === 'until_session' && (
          <Controller
            control={control}
            name="lateJoinSession"
            render={({ field, fieldState }) => (
              <SelectField
                label="Last session to join before"
                placeholder="Select a session"
                value={field.value}
                onChange={field.onChange}
                options={sessionOptions}
                hint={
                  sessionOptions.length === 0 ? 'Choose the weekdays and weeks first' : undefined
                }
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        {lateJoining === 'until_date' && (
          <TextField
            label="Last day to join"
            type="date"
            error={errors.lateJoinDate?.message}
            {...register('lateJoinDate')}
          />
        )}
      </div>
      <Controller
        control={control}
        name="withdrawal"
        render={({ field }) => (
          <SelectField
            label="Withdrawal"
            value={field.value}
            onChange={field.onChange}
            options={WITHDRAWAL_OPTIONS}
            hint={
              field.value === 'pro_rata'
                ? 'A family that withdraws gets back the sessions more than 48 hours away'
                : 'A family that withdraws once the term has started gets nothing back'
            }
          />
        )}
      />
      <RunMinimumFields
        of="term"
        decided={decided}
        minPlaces={register('minPlaces')}
        decisionDays={register('decisionDays')}
        minPlacesError={errors.minPlaces?.message}
        decisionDaysError={errors.decisionDays?.message}
      />
    </>
  )
}

/**
 * The fields' values for a new term: the course's places, no late joining, pro rata refunds, no
 * minimum to run.
 */
export const NEW_TERM_RULES: TermEditFormInput = {
  name: '',
  isCamp: false,
  places: '',
  price: '',
  dropInPrice: '',
  trialPrice: '',
  lateJoining: 'none',
  lateJoinSession: '',
  lateJoinDate: '',
  withdrawal: 'pro_rata',
  ...NO_MINIMUM_FIELDS,
}
