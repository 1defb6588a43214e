import type { ActivityFormInput } from '@afc/contracts'
import { MAX_AGE } from '@afc/contracts'
import { Controller, useFormContext } from 'react-hook-form'
import { TextField } from '@/components/text-field'
import { FormSection } from './form-section'
import { LocationSelect } from './location-select'
import { PriceField } from './price-field'

const wholeNumber = { type: 'number', inputMode: 'numeric', step: 1 } as const

export function ActivityLogisticsFields({
  suggestPrimaryLocation,
}: {
  suggestPrimaryLocation: boolean
}) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ActivityFormInput>()
  return (
    <FormSection
      title="Ages, places and price"
      description="Leave an age or the capacity empty when there is no limit"
    >
      <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-3">
        <TextField
          label="Minimum Age"
          min={0}
          max={MAX_AGE}
          {...wholeNumber}
          error={errors.minAge?.message}
          {...register('minAge')}
        />
        <TextField
          label="Maximum Age"
          min={0}
          max={MAX_AGE}
          {...wholeNumber}
          error={errors.maxAge?.message}
          {...register('maxAge')}
        />
        <TextField
          label="Capacity"
          min={1}
          {...wholeNumber}
          hint="Children per session"
          className="max-sm:col-span-2"
          error={errors.capacity?.message}
          {...register('capacity')}
        />
      </div>
      <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-3">
        <PriceField error={errors.price?.message} {...register('price')} />
        <TextField
          label="Duration (minutes)"
          min={1}
          {...wholeNumber}
          error={errors.durationMinutes?.message}
          {...register('durationMinutes')}
        />
        <Controller
          control={control}
          name="locationId"
          render={({ field, fieldState }) => (
            <div className="max-sm:col-span-2">
              <LocationSelect
                value={field.value ?? ''}
                onChange={field.onChange}
                suggestPrimary={suggestPrimaryLocation}
                error={fieldState.error?.message}
              />
            </div>
          )}
        />
      </div>
    </FormSection>
  )
}
