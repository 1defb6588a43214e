import {
  TERM_MAX_WEEKS,
  type TermFormInput,
  termFormSchema,
  type VendorActivity,
  type VendorTerm,
} from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { SelectField } from '@/components/select-field'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { useCreateVendorTerm } from '../../api/create-vendor-term'
import { useUpdateVendorTerm } from '../../api/update-vendor-term'
import { FormFailure, SessionTimeFields } from '../schedules/session-form-parts'
import { optionalNumber, todayInputValue } from '../schedules/session-form-schemas'
import { WeekdaysField } from '../schedules/weekday-picker'
import { NEW_TERM_RULES, TermRuleFields } from './term-rule-fields'

const ADD_FAILED = 'Failed to add the term. Please try again.'

interface TermSeriesFormProps {
  /** The provider's courses: only a course is sold by term. */
  courses: VendorActivity[]
  defaultActivityId: string | undefined
  onCreated: (term: VendorTerm) => void
}

/** A term from a weekly series: its sessions are created with it, in the venue's local time. */
export function TermSeriesForm({ courses, defaultActivityId, onCreated }: TermSeriesFormProps) {
  const today = todayInputValue()
  const createTerm = useCreateVendorTerm()
  const updateTerm = useUpdateVendorTerm()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<TermFormInput, unknown, z.output<typeof termFormSchema>>({
    resolver: zodResolver(termFormSchema),
    defaultValues: {
      activityId: courses.some((course) => course.id === defaultActivityId)
        ? defaultActivityId
        : '',
      weekdays: [],
      fromDate: today,
      weeks: '',
      startTime: '',
      durationMinutes: '',
      ...NEW_TERM_RULES,
    },
  })
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form
  const [activityId, weekdays, weeks] = useWatch({
    control,
    name: ['activityId', 'weekdays', 'weeks'],
  })
  const course = courses.find((each) => each.id === activityId)
  const sessionCount = weekdays.length * Math.min(Number(weeks) || 0, TERM_MAX_WEEKS)

  // The sessions have ids once the term exists: only then can the last one to join be named.
  const setLastToJoin = async (created: VendorTerm, number: number): Promise<VendorTerm> => {
    const session = created.sessions[number - 1]
    if (!session) return created
    try {
      return await updateTerm.mutateAsync({
        id: created.id,
        input: { lateJoining: { rule: 'until_session', sessionId: session.id } },
      })
    } catch (error) {
      toast.error(`${created.name} was added without late joining`, {
        description: `${failureMessage(error, 'The last session to join was not saved.')} Set it with Edit.`,
      })
      return created
    }
  }

  const submit = async ({ term, joinUntilSession }: z.output<typeof termFormSchema>) => {
    setFailure(null)
    let created: VendorTerm
    try {
      created = await createTerm.mutateAsync(term)
    } catch (error) {
      const marked = showServerFieldErrors(error, ['activityId', 'name', 'minPlaces'], setError)
      setFailure(marked ? ADD_FAILED : failureMessage(error, ADD_FAILED))
      return
    }
    onCreated(joinUntilSession ? await setLastToJoin(created, joinUntilSession) : created)
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(submit)} aria-label="New term">
        <fieldset disabled={isSubmitting} className="grid gap-4">
          <Controller
            control={control}
            name="activityId"
            render={({ field, fieldState }) => (
              <SelectField
                label="Course"
                placeholder="Select a course"
                value={field.value}
                onChange={field.onChange}
                options={courses.map((course) => ({ value: course.id, label: course.title }))}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextField
            label="Term name"
            placeholder="Spring 2027"
            error={errors.name?.message}
            {...register('name')}
          />
          <WeekdaysField control={control} name="weekdays" />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField
              label="First day"
              type="date"
              min={today}
              error={errors.fromDate?.message}
              {...register('fromDate')}
            />
            <TextField
              label="Weeks"
              type="number"
              inputMode="numeric"
              min={1}
              max={26}
              error={errors.weeks?.message}
              {...register('weeks')}
            />
          </div>
          <SessionTimeFields
            startTime={register('startTime')}
            duration={register('durationMinutes', { setValueAs: optionalNumber })}
            startTimeError={errors.startTime?.message}
            durationError={errors.durationMinutes?.message}
            defaultMinutes={course?.durationMinutes}
          />
          <TermRuleFields
            coursePlaces={course?.capacity}
            sessionOptions={Array.from({ length: sessionCount }, (_, index) => ({
              value: String(index + 1),
              label: `Session ${index + 1} of ${sessionCount}`,
            }))}
          />
          <FormFailure message={failure} />
          <Button type="submit" className="sm:justify-self-end">
            {isSubmitting ? 'Adding...' : 'Add term'}
          </Button>
        </fieldset>
      </form>
    </FormProvider>
  )
}
