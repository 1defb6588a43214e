import type { DescribableRule, DiscountRule } from '@afc/contracts'
import { useState } from 'react'
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { FormFailure } from '../schedules/session-form-parts'
import type { ActivityChoice } from './activity-choice'
import { AppliesToField } from './applies-to-field'
import { ChoiceField } from './choice-field'
import { DiscountRuleFigures } from './discount-rule-figures'
import {
  type DiscountRuleFormValues,
  discountRuleFormValues,
  RULE_SERVER_FIELDS,
  readDiscountRuleForm,
} from './discount-rule-form-values'
import { RULE_KIND_CHOICES } from './pricing-choices'
import { readingResolver } from './pricing-form-checks'
import { useFocusOnceSaved } from './use-focus-once-saved'

interface DiscountRuleFormProps {
  /** The rule being changed; none for a new one. */
  rule?: DiscountRule
  activities: readonly ActivityChoice[]
  /** Sends the rule; its refusal shows in the form. */
  onSubmit: (input: DescribableRule) => Promise<unknown>
}

const resolver = readingResolver(readDiscountRuleForm)

/** A rule's kind, its figures and the activities it applies to. */
export function DiscountRuleForm({ rule, activities, onSubmit }: DiscountRuleFormProps) {
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<DiscountRuleFormValues, unknown, DescribableRule>({
    resolver,
    defaultValues: discountRuleFormValues(rule),
  })
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    getFieldState,
    formState: { errors, isSubmitting },
  } = form
  const appliesTo = useWatch({ control, name: 'appliesTo' })
  const setRefusedField = useFocusOnceSaved(isSubmitting, setFocus)
  const fallback = rule
    ? 'Failed to save the discount. Please try again.'
    : 'Failed to add the discount. Please try again.'

  const submit = async (input: DescribableRule) => {
    setFailure(null)
    try {
      await onSubmit(input)
    } catch (error) {
      if (showServerFieldErrors(error, RULE_SERVER_FIELDS, setError)) {
        setRefusedField(RULE_SERVER_FIELDS.find((name) => getFieldState(name).error) ?? null)
      } else {
        setFailure(failureMessage(error, fallback))
      }
    }
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={handleSubmit(submit)}
        aria-label={rule ? 'Edit discount' : 'New discount'}
      >
        <fieldset disabled={isSubmitting} className="grid gap-5">
          <ChoiceField
            legend="Kind of discount"
            choices={RULE_KIND_CHOICES}
            field={register('kind')}
            lockedHint={
              rule ? 'A kind cannot change: remove this discount and add another.' : undefined
            }
          />
          <DiscountRuleFigures />
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
          <FormFailure message={failure} />
          <Button type="submit" className="sm:justify-self-end">
            {submitLabel(Boolean(rule), isSubmitting)}
          </Button>
        </fieldset>
      </form>
    </FormProvider>
  )
}

function submitLabel(editing: boolean, busy: boolean) {
  if (editing) return busy ? 'Saving...' : 'Save discount'
  return busy ? 'Adding...' : 'Add discount'
}
