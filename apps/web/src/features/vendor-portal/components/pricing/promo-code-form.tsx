import type { PromoCode } from '@afc/contracts'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { FormFailure } from '../schedules/session-form-parts'
import type { ActivityChoice } from './activity-choice'
import { AmountOffField } from './amount-off-field'
import { AppliesToField } from './applies-to-field'
import { ChoiceField } from './choice-field'
import { AMOUNT_UNITS, CODE_KIND_CHOICES } from './pricing-choices'
import { readingResolver } from './pricing-form-checks'
import {
  CODE_SERVER_FIELDS,
  type PromoCodeBody,
  type PromoCodeFormValues,
  promoCodeFormValues,
  readPromoCodeForm,
} from './promo-code-form-values'
import { useFocusOnceSaved } from './use-focus-once-saved'

interface PromoCodeFormProps {
  /** The code being changed; none for a new one. */
  code?: PromoCode
  activities: readonly ActivityChoice[]
  /** Sends the code; its refusal shows in the form. */
  onSubmit: (input: PromoCodeBody) => Promise<unknown>
}

const resolver = readingResolver(readPromoCodeForm)

/** A code's kind, what it takes off, its activities, days and limits, and whether it is on. */
export function PromoCodeForm({ code, activities, onSubmit }: PromoCodeFormProps) {
  const [failure, setFailure] = useState<string | null>(null)
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<PromoCodeFormValues, unknown, PromoCodeBody>({
    resolver,
    defaultValues: promoCodeFormValues(code),
  })
  const [kind, offUnit, appliesTo] = useWatch({ control, name: ['kind', 'offUnit', 'appliesTo'] })
  const setRefusedField = useFocusOnceSaved(isSubmitting, setFocus)
  const fallback = code
    ? 'Failed to save the code. Please try again.'
    : 'Failed to add the code. Please try again.'

  const submit = async (input: PromoCodeBody) => {
    setFailure(null)
    try {
      await onSubmit(input)
    } catch (error) {
      if (showServerFieldErrors(error, CODE_SERVER_FIELDS, setError)) {
        setRefusedField(CODE_SERVER_FIELDS.find((name) => getFieldState(name).error) ?? null)
      } else {
        setFailure(failureMessage(error, fallback))
      }
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label={code ? 'Edit code' : 'New code'}>
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <ChoiceField
          legend="Kind of code"
          choices={CODE_KIND_CHOICES}
          field={register('kind')}
          lockedHint={code ? 'A kind cannot change: remove this code and add another.' : undefined}
        />
        <TextField
          label="Code"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          hint="3 to 30 letters, digits, hyphens or underscores; families may type it in any case"
          error={errors.code?.message}
          {...register('code')}
        />
        {kind === 'discount' ? (
          <Controller
            control={control}
            name="offUnit"
            render={({ field }) => (
              <AmountOffField
                label="Off the booking"
                unit={field.value}
                onUnit={field.onChange}
                units={AMOUNT_UNITS}
                inDollars={offUnit === 'cents'}
                amount={register('off')}
                error={errors.off?.message}
              />
            )}
          />
        ) : (
          <TextField
            label="Places"
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            hint="Each use is one child's place, at no cost to the family"
            error={errors.places?.message}
            {...register('places')}
          />
        )}
        <Controller
          control={control}
          name="activityIds"
          render={({ field }) => (
            <AppliesToField
              appliesTo={register('appliesTo')}
              chosen={appliesTo === 'chosen'}
              activities={activities}
              activityIds={field.value}
              onActivityIds={field.onChange}
              error={errors.activityIds?.message}
            />
          )}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            label="First day"
            type="date"
            hint="Empty: usable at once"
            error={errors.startsOn?.message}
            {...register('startsOn')}
          />
          <TextField
            label="Last day"
            type="date"
            hint="Empty: no end; days at the venue"
            error={errors.endsOn?.message}
            {...register('endsOn')}
          />
        </div>
        {kind === 'discount' && (
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField
              label="Uses in all"
              type="number"
              inputMode="numeric"
              min={1}
              hint="Bookings it may be used for. Empty: no limit"
              error={errors.totalUses?.message}
              {...register('totalUses')}
            />
            <TextField
              label="Uses per family"
              type="number"
              inputMode="numeric"
              min={1}
              hint="Empty: no limit"
              error={errors.usesPerFamily?.message}
              {...register('usesPerFamily')}
            />
          </div>
        )}
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...register('active')} />
          <span>
            Active: families can use it now (switched off, it is refused and keeps its uses)
          </span>
        </label>
        <FormFailure message={failure} />
        <Button type="submit" className="sm:justify-self-end">
          {submitLabel(Boolean(code), isSubmitting)}
        </Button>
      </fieldset>
    </form>
  )
}

function submitLabel(editing: boolean, busy: boolean) {
  if (editing) return busy ? 'Saving...' : 'Save code'
  return busy ? 'Adding...' : 'Add code'
}
