import {
  type VendorLocation,
  type VendorLocationInput,
  vendorLocationInputSchema,
} from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { SelectField } from '@/components/select-field'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { useSaveVendorLocation } from '../../api/save-vendor-location'
import { suggestedTimeZone, timeZoneOptions } from './time-zones'

type LocationValues = z.output<typeof vendorLocationInputSchema>

const LOCATION_FIELDS = [
  'name',
  'address',
  'city',
  'state',
  'zipcode',
  'timeZone',
  'isPrimary',
] as const

function locationToForm(
  location: VendorLocation | undefined,
  firstOne: boolean,
): VendorLocationInput {
  if (!location) {
    return {
      name: '',
      address: '',
      city: '',
      state: '',
      zipcode: '',
      timeZone: suggestedTimeZone(),
      isPrimary: firstOne,
    }
  }
  const { id: _id, ...fields } = location
  return fields
}

interface LocationFormProps {
  /** The location to change, or none to add one. */
  location?: VendorLocation
  /** The first location is always the primary one. */
  firstOne: boolean
  onSaved: () => void
}

export function LocationForm({ location, firstOne, onSaved }: LocationFormProps) {
  const saveLocation = useSaveVendorLocation()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VendorLocationInput, unknown, LocationValues>({
    resolver: zodResolver(vendorLocationInputSchema),
    defaultValues: locationToForm(location, firstOne),
  })

  const save = handleSubmit(async (input) => {
    setFailure(null)
    try {
      await saveLocation.mutateAsync({ id: location?.id, input })
      onSaved()
    } catch (error) {
      showServerFieldErrors(error, LOCATION_FIELDS, setError)
      setFailure(failureMessage(error, 'Failed to save the location. Please try again.'))
    }
  })

  return (
    <form noValidate onSubmit={save} aria-label="Location">
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <TextField
          label="Location name"
          placeholder="e.g. Main studio"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Address"
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          <TextField
            label="City"
            className="max-sm:col-span-2"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label="State"
            placeholder="TX"
            error={errors.state?.message}
            {...register('state')}
          />
          <TextField
            label="ZIP"
            inputMode="numeric"
            autoComplete="postal-code"
            error={errors.zipcode?.message}
            {...register('zipcode')}
          />
        </div>
        <Controller
          control={control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <SelectField
              label="Time zone"
              value={field.value}
              onChange={field.onChange}
              options={timeZoneOptions(field.value)}
              hint="Session times at this location use this clock"
              error={fieldState.error?.message}
            />
          )}
        />
        {firstOne || location?.isPrimary ? (
          // Always primary: another location takes over only by being made primary itself.
          <p className="text-muted-foreground text-sm">
            This is your primary location, shown on your public page.
          </p>
        ) : (
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              {...register('isPrimary')}
            />
            <span>
              <span className="font-medium">Primary location</span>
              <span className="block text-muted-foreground">
                Shown on your public page and suggested for new activities
              </span>
            </span>
          </label>
        )}
        {failure && (
          <p role="alert" className="font-medium text-destructive text-sm">
            {failure}
          </p>
        )}
        <Button type="submit" className="sm:justify-self-end">
          {isSubmitting ? 'Saving...' : 'Save location'}
        </Button>
      </fieldset>
    </form>
  )
}
