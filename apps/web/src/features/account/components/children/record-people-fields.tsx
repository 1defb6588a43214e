import type { ChildRecordInput, ChildRecordValues } from '@afc/contracts'
import { Plus, X } from 'lucide-react'
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'

type ListName = 'emergencyContacts' | 'collectors'

/** A list of people (name, relationship, phone), up to `max`: emergency contacts or collectors. */
export function RecordPeopleFields({
  name,
  legend,
  hint,
  addLabel,
  max,
  control,
  register,
  errors,
}: {
  name: ListName
  legend: string
  hint: string
  addLabel: string
  max: number
  control: Control<ChildRecordInput, unknown, ChildRecordValues>
  register: UseFormRegister<ChildRecordInput>
  errors: FieldErrors<ChildRecordInput>
}) {
  const people = useFieldArray({ control, name })
  const listError = errors[name]?.message ?? errors[name]?.root?.message
  return (
    <fieldset className="grid gap-3 rounded-xl border p-4">
      <legend className="px-1 font-semibold">{legend}</legend>
      <p className="text-muted-foreground text-sm">{hint}</p>
      {people.fields.map((field, index) => {
        const fieldErrors = errors[name]?.[index]
        return (
          <div
            key={field.id}
            className="grid items-start gap-3 rounded-lg bg-muted/40 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
          >
            <TextField
              label="Name"
              autoComplete="off"
              error={fieldErrors?.name?.message}
              {...register(`${name}.${index}.name`)}
            />
            <TextField
              label="Relationship"
              autoComplete="off"
              error={fieldErrors?.relationship?.message}
              {...register(`${name}.${index}.relationship`)}
            />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="off"
              error={fieldErrors?.phone?.message}
              {...register(`${name}.${index}.phone`)}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              aria-label={`Remove ${legend.toLowerCase()} ${index + 1}`}
              onClick={() => people.remove(index)}
            >
              <X aria-hidden="true" />
              Remove
            </Button>
          </div>
        )
      })}
      {listError && (
        <p role="alert" className="font-medium text-destructive text-sm">
          {listError}
        </p>
      )}
      {people.fields.length < max && (
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() => people.append({ name: '', relationship: '', phone: '' })}
        >
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      )}
    </fieldset>
  )
}
