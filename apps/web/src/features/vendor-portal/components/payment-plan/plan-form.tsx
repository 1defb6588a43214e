import {
  MAX_INSTALMENTS,
  MIN_INSTALMENTS,
  type PlanFormInput,
  planFormSchema,
  planFormValues,
  type TermPlanSetting,
} from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { SelectField } from '@/components/select-field'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import type { PlanTarget } from '../../api/get-payment-plan'
import { useSetPaymentPlan } from '../../api/set-payment-plan'
import { FormFailure } from '../schedules/session-form-parts'
import { PlanPreview } from './plan-preview'

const SAVE_FAILED = 'Failed to save the payment plan. Please try again.'

const KINDS = [
  { value: 'none', label: 'No plan', hint: 'Families pay in full when they book' },
  { value: 'deposit', label: 'A deposit', hint: 'The balance before the start' },
  { value: 'instalments', label: 'Monthly instalments', hint: '2 to 6 equal payments' },
] as const

const DEPOSIT_AS = [
  { value: 'amount', label: 'An amount ($)' },
  { value: 'percent', label: 'A percentage (%)' },
]

const COUNTS = Array.from({ length: MAX_INSTALMENTS - MIN_INSTALMENTS + 1 }, (_, index) => {
  const count = String(MIN_INSTALMENTS + index)
  return { value: count, label: `${count} payments` }
})

interface PlanFormProps {
  target: PlanTarget
  setting: TermPlanSetting
  priceCents: number
  startsAt: string | null
  timeZone: string
  priceName: string
  onSaved: (setting: TermPlanSetting) => void
}

/**
 * The provider's plan for a price: none, a deposit (an amount or a percentage, the balance due
 * some days before the start, 14 unless changed) or 2 to 6 monthly instalments, with what
 * families would pay and when shown before saving. The server's refusal is the form's message.
 */
export function PlanForm({ target, setting, onSaved, ...price }: PlanFormProps) {
  const save = useSetPaymentPlan()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PlanFormInput, unknown, z.output<typeof planFormSchema>>({
    resolver: zodResolver(planFormSchema),
    defaultValues: planFormValues(setting),
  })
  const values = useWatch({ control }) as PlanFormInput
  const submit = async (input: TermPlanSetting) => {
    setFailure(null)
    try {
      onSaved(await save.mutateAsync({ target, setting: input }))
    } catch (error) {
      setFailure(failureMessage(error, SAVE_FAILED))
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label="Payment plan">
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">How families may pay</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {KINDS.map((kind) => (
              <label
                key={kind.value}
                className="flex cursor-pointer items-start gap-2 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
              >
                <input
                  type="radio"
                  value={kind.value}
                  className="mt-1 accent-primary"
                  {...register('kind')}
                />
                <span className="grid">
                  <span className="font-medium">{kind.label}</span>
                  <span className="text-muted-foreground">{kind.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        {values.kind === 'deposit' && (
          <div className="grid items-start gap-4 sm:grid-cols-3">
            <Controller
              control={control}
              name="depositAs"
              render={({ field }) => (
                <SelectField
                  label="Deposit as"
                  value={field.value}
                  onChange={field.onChange}
                  options={DEPOSIT_AS}
                />
              )}
            />
            {values.depositAs === 'amount' ? (
              <TextField
                label="Deposit ($)"
                inputMode="decimal"
                error={errors.deposit?.message}
                {...register('deposit')}
              />
            ) : (
              <TextField
                label="Deposit (%)"
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                error={errors.depositPercent?.message}
                {...register('depositPercent')}
              />
            )}
            <TextField
              label="Balance due (days before the start)"
              type="number"
              inputMode="numeric"
              min={1}
              max={180}
              error={errors.balanceDaysBefore?.message}
              {...register('balanceDaysBefore')}
            />
          </div>
        )}
        {values.kind === 'instalments' && (
          <Controller
            control={control}
            name="instalments"
            render={({ field, fieldState }) => (
              <SelectField
                label="Number of payments"
                value={field.value}
                onChange={field.onChange}
                options={COUNTS}
                error={fieldState.error?.message}
                hint="The first when booking, then one a month"
              />
            )}
          />
        )}
        {values.kind !== 'none' && (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1 accent-primary"
              {...register('keepsFirstPayment')}
            />
            <span>
              Keep the first payment if a later payment is never made (the rest is refunded)
            </span>
          </label>
        )}
        <PlanPreview values={values} {...price} />
        <FormFailure message={failure} />
        <Button type="submit" className="sm:justify-self-end">
          {isSubmitting ? 'Saving...' : 'Save payment plan'}
        </Button>
      </fieldset>
    </form>
  )
}
