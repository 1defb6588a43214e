import {
  type ChildRecord,
  type ChildRecordInput,
  type ChildRecordValues,
  childRecordInputSchema,
  MAX_COLLECTORS,
  MAX_EMERGENCY_CONTACTS,
} from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { TextField } from '@/components/text-field'
import { TextareaField } from '@/components/textarea-field'
import { Button } from '@/components/ui/button'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { useSaveChildRecord } from '../../api/save-child-record'
import { RecordAllergyFields } from './record-allergy-fields'
import { RecordPeopleFields } from './record-people-fields'

const RECORD_FIELDS = [
  'allergies',
  'conditions',
  'medications',
  'dietaryNeeds',
  'doctorName',
  'doctorPhone',
  'emergencyContacts',
  'collectors',
  'photoConsent',
  'providerNotes',
] as const

function recordToForm(record: ChildRecord | null): ChildRecordInput {
  return {
    allergies: (record?.allergies ?? []).map((allergy) => ({
      ...allergy,
      whatToDo: allergy.whatToDo ?? '',
    })),
    conditions: record?.conditions ?? '',
    medications: record?.medications ?? '',
    dietaryNeeds: record?.dietaryNeeds ?? '',
    doctorName: record?.doctorName ?? '',
    doctorPhone: record?.doctorPhone ?? '',
    emergencyContacts: record?.emergencyContacts ?? [],
    collectors: record?.collectors ?? [],
    photoConsent: record?.photoConsent ?? null,
    providerNotes: record?.providerNotes ?? '',
  }
}

/** A child's medical and emergency details, saved as one record. */
export function ChildRecordForm({
  childId,
  firstName,
  record,
}: {
  childId: string
  firstName: string
  record: ChildRecord | null
}) {
  const [failure, setFailure] = useState<string | null>(null)
  const saveRecord = useSaveChildRecord(childId)
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChildRecordInput, unknown, ChildRecordValues>({
    resolver: zodResolver(childRecordInputSchema),
    defaultValues: recordToForm(record),
  })

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await saveRecord.mutateAsync(values)
      toast.success(`${firstName}'s details are saved`)
    } catch (error) {
      if (!showServerFieldErrors(error, RECORD_FIELDS, setError)) {
        setFailure(failureMessage(error, 'Failed to save the details. Please try again.'))
      }
    }
  })

  const lines = { control, register, errors }
  return (
    <form noValidate onSubmit={submit} aria-label={`${firstName}'s medical and emergency details`}>
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <RecordAllergyFields {...lines} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextareaField
            label="Medical conditions"
            rows={3}
            error={errors.conditions?.message}
            {...register('conditions')}
          />
          <TextareaField
            label="Medications"
            rows={3}
            error={errors.medications?.message}
            {...register('medications')}
          />
          <TextareaField
            label="Dietary needs"
            rows={3}
            error={errors.dietaryNeeds?.message}
            {...register('dietaryNeeds')}
          />
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            label="Doctor's name"
            autoComplete="off"
            error={errors.doctorName?.message}
            {...register('doctorName')}
          />
          <TextField
            label="Doctor's phone"
            type="tel"
            autoComplete="off"
            error={errors.doctorPhone?.message}
            {...register('doctorPhone')}
          />
        </div>
        <RecordPeopleFields
          name="emergencyContacts"
          legend="Emergency contacts"
          hint="One to three people to call if something happens."
          addLabel="Add an emergency contact"
          max={MAX_EMERGENCY_CONTACTS}
          {...lines}
        />
        <RecordPeopleFields
          name="collectors"
          legend="Allowed to collect"
          hint={`The people a provider may hand ${firstName} over to at the end of a session.`}
          addLabel="Add a person"
          max={MAX_COLLECTORS}
          {...lines}
        />
        <Controller
          control={control}
          name="photoConsent"
          render={({ field }) => (
            <fieldset className="grid gap-2 rounded-xl border p-4">
              <legend className="px-1 font-semibold">Photo consent</legend>
              <p className="text-muted-foreground text-sm">
                May providers take photos of {firstName} during sessions?
              </p>
              <div className="flex gap-6">
                {([true, false] as const).map((choice) => (
                  <label key={String(choice)} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={field.name}
                      checked={field.value === choice}
                      onChange={() => field.onChange(choice)}
                    />
                    {choice ? 'Yes' : 'No'}
                  </label>
                ))}
              </div>
              {errors.photoConsent && (
                <p className="text-destructive text-sm">{errors.photoConsent.message}</p>
              )}
            </fieldset>
          )}
        />
        <TextareaField
          label="Notes for providers"
          rows={3}
          error={errors.providerNotes?.message}
          {...register('providerNotes')}
        />
        {failure && (
          <p role="alert" className="font-medium text-destructive text-sm">
            {failure}
          </p>
        )}
        <Button type="submit" className="w-full sm:w-fit sm:justify-self-end">
          {isSubmitting ? 'Saving...' : 'Save details'}
        </Button>
      </fieldset>
    </form>
  )
}
