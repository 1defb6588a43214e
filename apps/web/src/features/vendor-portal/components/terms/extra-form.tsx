import {
  centsToDollars,
  type TermExtra,
  type TermExtraFormInput,
  type TermExtraInput,
  termExtraFormSchema,
} from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { SelectField } from '@/components/select-field'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { FormFailure } from '../schedules/session-form-parts'

const UNIT_OPTIONS = [
  { value: 'session', label: 'Per session' },
  { value: 'booking', label: 'Once per booking' },
]

interface ExtraFormProps {
  /** The extra being changed; none for a new one. */
  extra?: TermExtra
  /** Sends the extra; its refusal shows in the form. */
  onSubmit: (input: TermExtraInput) => Promise<unknown>
  submitLabel: string
  pendingLabel: string
  failureFallback: string
}

/** An extra's name, price in dollars, per session or once, and places (empty: no limit). */
export function ExtraForm({
  extra,
  onSubmit,
  submitLabel,
  pendingLabel,
  failureFallback,
}: ExtraFormProps) {
  const [failure, setFailure] = useState<string | null>(null)
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TermExtraFormInput, unknown, z.output<typeof termExtraFormSchema>>({
    resolver: zodResolver(termExtraFormSchema),
    defaultValues: {
      name: extra?.name ?? '',
      price: extra ? centsToDollars(extra.priceCents) : '',
      pricePer: extra?.pricePer ?? 'session',
      places: extra?.places ? String(extra.places) : '',
    },
  })

  const submit = async (input: z.output<typeof termExtraFormSchema>) => {
    setFailure(null)
    try {
      await onSubmit(input)
    } catch (error) {
      const marked = showServerFieldErrors(error, ['name', 'places'], setError)
      setFailure(marked ? failureFallback : failureMessage(error, failureFallback))
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label={extra ? 'Edit extra' : 'New extra'}
    >
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <TextField
          label="Name"
          placeholder="After-care"
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            label="Price ($)"
            inputMode="decimal"
            error={errors.price?.message}
            {...register('price')}
          />
          <Controller
            control={control}
            name="pricePer"
            render={({ field, fieldState }) => (
              <SelectField
                label="Charged"
                value={field.value}
                onChange={field.onChange}
                options={UNIT_OPTIONS}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <TextField
          label="Places"
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          hint="Empty: no limit"
          error={errors.places?.message}
          {...register('places')}
        />
        <FormFailure message={failure} />
        <Button type="submit" className="sm:justify-self-end">
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </fieldset>
    </form>
  )
}
