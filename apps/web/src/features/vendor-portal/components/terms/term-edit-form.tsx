import {
  centsToDollars,
  decisionHoursToDays,
  type TermEditFormInput,
  type TermUpdateInput,
  termEditFormSchema,
  type VendorTerm,
} from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { formatSessionDate } from '@/lib/session-time'
import { useUpdateVendorTerm } from '../../api/update-vendor-term'
import { FormFailure } from '../schedules/session-form-parts'
import { TermRuleFields } from './term-rule-fields'

const SAVE_FAILED = 'Failed to save the term. Please try again.'

/** The form's values for a term as it stands. */
function termValues(term: VendorTerm): TermEditFormInput {
  return {
    name: term.name,
    isCamp: term.isCamp,
    places: term.capacity === null ? '' : String(term.capacity),
    price: centsToDollars(term.priceCents),
    dropInPrice: centsToDollars(term.dropInPriceCents),
    trialPrice: centsToDollars(term.trialPriceCents),
    lateJoining: term.lateJoining.rule,
    lateJoinSession: term.lateJoining.rule === 'until_session' ? term.lateJoining.sessionId : '',
    lateJoinDate: term.lateJoining.rule === 'until_date' ? term.lateJoining.date : '',
    withdrawal: term.withdrawal,
    minPlaces: term.minPlaces === null ? '' : String(term.minPlaces),
    decisionDays: decisionHoursToDays(term.decisionHours),
  }
}

/**
 * The body without a minimum and decision time left as they were: the server checks a changed
 * one against the decision time, which must not stop a later change of price or name.
 */
function changesOnly(input: TermUpdateInput, term: VendorTerm): TermUpdateInput {
  const { minPlaces, decisionHours, ...rest } = input
  const minimumChanged = minPlaces !== term.minPlaces || decisionHours !== term.decisionHours
  return minimumChanged ? input : rest
}

interface TermEditFormProps {
  term: VendorTerm
  onSaved: (term: VendorTerm) => void
}

/** A term's name, places, prices and rules; its sessions stay as they are. */
export function TermEditForm({ term, onSaved }: TermEditFormProps) {
  const updateTerm = useUpdateVendorTerm()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<TermEditFormInput, unknown, z.output<typeof termEditFormSchema>>({
    resolver: zodResolver(termEditFormSchema),
    defaultValues: termValues(term),
  })
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form

  const submit = async (input: z.output<typeof termEditFormSchema>) => {
    setFailure(null)
    try {
      onSaved(await updateTerm.mutateAsync({ id: term.id, input: changesOnly(input, term) }))
    } catch (error) {
      const marked = showServerFieldErrors(error, ['name', 'places', 'minPlaces'], setError)
      setFailure(marked ? SAVE_FAILED : failureMessage(error, SAVE_FAILED))
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(submit)} aria-label="Edit term">
        <fieldset disabled={isSubmitting} className="grid gap-4">
          <TextField label="Term name" error={errors.name?.message} {...register('name')} />
          <TermRuleFields
            coursePlaces={term.activityCapacity}
            decided={term.decision !== null}
            sessionOptions={term.sessions
              .filter((session) => !session.isCancelled)
              .map((session) => ({
                value: session.id,
                label: formatSessionDate(session.startsAt, term.timeZone),
              }))}
          />
          <p className="text-muted-foreground text-sm">
            A new price applies to new enrolments: families already enrolled keep the price they
            paid.
          </p>
          <FormFailure message={failure} />
          <Button type="submit" className="sm:justify-self-end">
            {isSubmitting ? 'Saving...' : 'Save term'}
          </Button>
        </fieldset>
      </form>
    </FormProvider>
  )
}
