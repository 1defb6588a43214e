import {
  ALLERGY_SEVERITIES,
  ALLERGY_SEVERITY_LABELS,
  type ChildRecordInput,
  type ChildRecordValues,
  MAX_ALLERGIES,
} from '@afc/contracts'
import { Plus, X } from 'lucide-react'
import { useId } from 'react'
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'

/** Each allergy with how severe it is and what to do; severe ones show on every roster. */
export function RecordAllergyFields({
  control,
  register,
  errors,
}: {
  control: Control<ChildRecordInput, unknown, ChildRecordValues>
  register: UseFormRegister<ChildRecordInput>
  errors: FieldErrors<ChildRecordInput>
}) {
  const allergies = useFieldArray({ control, name: 'allergies' })
  const idBase = useId()
  return (
    <fieldset className="grid gap-3 rounded-xl border p-4">
      <legend className="px-1 font-semibold">Allergies</legend>
      <p className="text-muted-foreground text-sm">
        Severe and life-threatening allergies show on the provider's roster with what to do.
      </p>
      {allergies.fields.map((field, index) => {
        const fieldErrors = errors.allergies?.[index]
        const severityId = `${idBase}-severity-${index}`
        return (
          <div
            key={field.id}
            className="grid items-start gap-3 rounded-lg bg-muted/40 p-3 sm:grid-cols-[1fr_12rem_auto]"
          >
            <TextField
              label="Allergy"
              autoComplete="off"
              error={fieldErrors?.name?.message}
              {...register(`allergies.${index}.name`)}
            />
            <div className="grid gap-1.5">
              <label htmlFor={severityId} className="font-medium text-sm">
                Severity
              </label>
              <select
                id={severityId}
                className="h-10 rounded-md border bg-background px-2 text-sm"
                {...register(`allergies.${index}.severity`)}
              >
                {ALLERGY_SEVERITIES.map((severity) => (
                  <option key={severity} value={severity}>
                    {ALLERGY_SEVERITY_LABELS[severity]}
                  </option>
                ))}
              </select>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              aria-label={`Remove allergy ${index + 1}`}
              onClick={() => allergies.remove(index)}
            >
              <X aria-hidden="true" />
              Remove
            </Button>
            <TextField
              label="What to do"
              autoComplete="off"
              className="sm:col-span-3"
              error={fieldErrors?.whatToDo?.message}
              {...register(`allergies.${index}.whatToDo`)}
            />
          </div>
        )
      })}
      {allergies.fields.length < MAX_ALLERGIES && (
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() => allergies.append({ name: '', severity: 'mild', whatToDo: '' })}
        >
          <Plus aria-hidden="true" />
          Add an allergy
        </Button>
      )}
    </fieldset>
  )
}
