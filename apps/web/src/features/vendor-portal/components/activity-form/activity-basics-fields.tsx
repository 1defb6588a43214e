import type { ActivityFormInput, ActivityType } from '@afc/contracts'
import { Controller, useFormContext } from 'react-hook-form'
import { SelectField } from '@/components/select-field'
import { TextField } from '@/components/text-field'
import { CategoryPicker } from './category-picker'
import { FormSection } from './form-section'

const TYPE_OPTIONS: { value: ActivityType; label: string }[] = [
  { value: 'class', label: 'Class' },
  { value: 'course', label: 'Course' },
  { value: 'event', label: 'Event' },
]

function isActivityType(value: string): value is ActivityType {
  return TYPE_OPTIONS.some((option) => option.value === value)
}

export function ActivityBasicsFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ActivityFormInput>()
  return (
    <FormSection title="The basics" description="What families see first when they browse">
      <TextField
        label="Title"
        placeholder="e.g. Watercolor Adventures"
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="type"
          render={({ field, fieldState }) => (
            <SelectField
              label="Activity Type"
              options={TYPE_OPTIONS}
              value={field.value ?? 'class'}
              onChange={(value) => {
                if (isActivityType(value)) field.onChange(value)
              }}
              hint="A class is one session; a course is a series; an event is a one-off"
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="categories"
          render={({ field, fieldState }) => (
            <CategoryPicker
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </FormSection>
  )
}
