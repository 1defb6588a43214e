import { type Child, type ChildInput, childInputSchema } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { TextField } from '@/components/text-field'
import { TextareaField } from '@/components/textarea-field'
import { Button } from '@/components/ui/button'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'

type ChildValues = z.output<typeof childInputSchema>

const CHILD_FIELDS = ['firstName', 'lastName', 'birthDate', 'notes'] as const

export const NOTES_HINT =
  'Allergies or medical needs. Shown to the provider only for sessions your child is booked into.'

function childToForm(child: Child | undefined): ChildInput {
  return {
    firstName: child?.firstName ?? '',
    lastName: child?.lastName ?? '',
    birthDate: child?.birthDate ?? '',
    notes: child?.notes ?? '',
  }
}

function todayIso(): string {
  const now = new Date()
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

interface ChildFormProps {
  /** The child to change, or none to add one. */
  child?: Child
  /** Sends the profile; a rejection keeps the form as typed and shows the server's message. */
  save: (input: ChildInput) => Promise<unknown>
  submitLabel: string
  onCancel?: () => void
  /** Puts the keyboard in First name at once: the form was just asked for, in place. */
  focusFirstField?: boolean
}

/** A child profile's fields, for the Child Profiles page and for adding a child while booking. */
export function ChildForm({
  child,
  save,
  submitLabel,
  onCancel,
  focusFirstField = false,
}: ChildFormProps) {
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChildInput, unknown, ChildValues>({
    resolver: zodResolver(childInputSchema),
    defaultValues: childToForm(child),
  })

  useEffect(() => {
    if (focusFirstField) setFocus('firstName')
  }, [focusFirstField, setFocus])

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      // The API takes the form's input shape: empty notes are sent empty, not as null.
      await save({ ...values, notes: values.notes ?? '' })
    } catch (error) {
      const onFields = showServerFieldErrors(error, CHILD_FIELDS, setError)
      if (!onFields)
        setFailure(failureMessage(error, 'Failed to save the child. Please try again.'))
    }
  })

  return (
    <form noValidate onSubmit={submit} aria-label={child ? 'Edit child' : 'Add a child'}>
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="off"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="off"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label="Date of birth"
          type="date"
          max={todayIso()}
          error={errors.birthDate?.message}
          {...register('birthDate')}
        />
        <TextareaField
          label="Notes (optional)"
          rows={3}
          hint={NOTES_HINT}
          error={errors.notes?.message}
          {...register('notes')}
        />
        {failure && (
          <p role="alert" className="font-medium text-destructive text-sm">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onCancel && (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit">{isSubmitting ? 'Saving...' : submitLabel}</Button>
        </div>
      </fieldset>
    </form>
  )
}
