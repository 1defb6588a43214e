import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { SelectField } from '@/components/select-field'
import { TextField } from '@/components/text-field'
import { AmountOffField } from './amount-off-field'
import type { DiscountRuleFormValues } from './discount-rule-form-values'
import { AMOUNT_UNITS, EARLY_BIRD_UNITS, SEASONS_HINT } from './pricing-choices'

/** The figures of the chosen kind of rule, read from the form around them. */
export function DiscountRuleFigures() {
  const { control } = useFormContext<DiscountRuleFormValues>()
  const kind = useWatch({ control, name: 'kind' })
  if (kind === 'siblings') return <SiblingFigures />
  if (kind === 'several_bookings') return <SeveralBookingsFigures />
  return <EarlyBirdFigures />
}

function SiblingFigures() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<DiscountRuleFormValues>()
  const [secondUnit, laterUnit] = useWatch({
    control,
    name: ['secondChildUnit', 'laterChildrenUnit'],
  })
  return (
    <>
      <Controller
        control={control}
        name="secondChildUnit"
        render={({ field }) => (
          <AmountOffField
            label="Off the 2nd child"
            unit={field.value}
            onUnit={field.onChange}
            units={AMOUNT_UNITS}
            inDollars={secondUnit === 'cents'}
            amount={register('secondChild')}
            error={errors.secondChild?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="laterChildrenUnit"
        render={({ field }) => (
          <AmountOffField
            label="Off each later child"
            unit={field.value}
            onUnit={field.onChange}
            units={AMOUNT_UNITS}
            inDollars={laterUnit === 'cents'}
            amount={register('laterChildren')}
            error={errors.laterChildren?.message}
            hint="The 3rd child and every one after"
          />
        )}
      />
      <p className="text-muted-foreground text-sm">{SEASONS_HINT}</p>
    </>
  )
}

function SeveralBookingsFigures() {
  const {
    register,
    formState: { errors },
  } = useFormContext<DiscountRuleFormValues>()
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label="Percentage off (%)"
          inputMode="numeric"
          error={errors.percent?.message}
          {...register('percent')}
        />
        <TextField
          label="From booking number"
          type="number"
          inputMode="numeric"
          min={2}
          max={10}
          hint="2 to 10: this booking in a season and every later one"
          error={errors.fromBookings?.message}
          {...register('fromBookings')}
        />
      </div>
      <p className="text-muted-foreground text-sm">{SEASONS_HINT}</p>
    </>
  )
}

function EarlyBirdFigures() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<DiscountRuleFormValues>()
  const unit = useWatch({ control, name: 'priceUnit' })
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <Controller
          control={control}
          name="priceUnit"
          render={({ field }) => (
            <SelectField
              label="Early bird: as"
              value={field.value}
              onChange={field.onChange}
              options={EARLY_BIRD_UNITS}
            />
          )}
        />
        <TextField
          label={unit === 'price' ? 'Early-bird term price ($)' : 'Percentage off (%)'}
          inputMode="decimal"
          hint={unit === 'price' ? "Below the term's price" : undefined}
          error={errors.price?.message}
          {...register('price')}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label="Last day"
          type="date"
          hint="On the venue's calendar"
          error={errors.until?.message}
          {...register('until')}
        />
        <TextField
          label="Until (time)"
          type="time"
          hint="The venue's local time"
          error={errors.untilTime?.message}
          {...register('untilTime')}
        />
      </div>
    </>
  )
}
