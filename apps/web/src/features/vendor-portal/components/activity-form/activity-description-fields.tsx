import type { ActivityFormInput } from '@afc/contracts'
import { useFormContext } from 'react-hook-form'
import { TextField } from '@/components/text-field'
import { TextareaField } from '@/components/textarea-field'
import { FormSection } from './form-section'

export function ActivityDescriptionFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ActivityFormInput>()
  return (
    <FormSection title="Description" description="Tell families what their child will do">
      <TextField
        label="Short Description"
        placeholder="Brief description (for listings)"
        hint="Optional: the first 100 characters of the full description are used otherwise"
        error={errors.shortDescription?.message}
        {...register('shortDescription')}
      />
      <TextareaField
        label="Full Description"
        rows={6}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextareaField
        label="What to bring (optional)"
        rows={3}
        placeholder="Water bottle, indoor shoes, clothes that can get messy"
        hint="Shown on the activity's page and in the reminder families get the day before"
        error={errors.whatToBring?.message}
        {...register('whatToBring')}
      />
      <TextField
        label="Thumbnail URL"
        type="url"
        inputMode="url"
        placeholder="https://..."
        hint="Optional: a link to a picture of the activity"
        error={errors.thumbnailUrl?.message}
        {...register('thumbnailUrl')}
      />
    </FormSection>
  )
}
