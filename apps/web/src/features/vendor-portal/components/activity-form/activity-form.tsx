import { type ActivityFormInput, type ActivityFormValues, activityFormSchema } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { ActivityBasicsFields } from './activity-basics-fields'
import { ActivityDescriptionFields } from './activity-description-fields'
import { ACTIVITY_FORM_FIELDS } from './activity-form-values'
import { ActivityLogisticsFields } from './activity-logistics-fields'

const SAVE_FAILED = 'Failed to save activity. Please try again.'

interface ActivityFormProps {
  defaultValues: ActivityFormInput
  submitLabel: 'Create Activity' | 'Save Changes'
  /** Saves the form as typed; a rejection is shown on the form. */
  onSubmit: (input: ActivityFormInput) => Promise<unknown>
}

/** The Create and Edit Activity form, validated by the same schema as the server. */
export function ActivityForm({ defaultValues, submitLabel, onSubmit }: ActivityFormProps) {
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<ActivityFormInput, unknown, ActivityFormValues>({
    resolver: zodResolver(activityFormSchema),
    defaultValues,
  })
  const { isSubmitting } = form.formState

  // The server parses the same input the browser just validated, so it gets the raw values.
  const submit = form.handleSubmit(async () => {
    setFailure(null)
    try {
      await onSubmit(form.getValues())
    } catch (error) {
      const fieldsMarked = showServerFieldErrors(error, ACTIVITY_FORM_FIELDS, form.setError)
      const message = fieldsMarked ? SAVE_FAILED : failureMessage(error, SAVE_FAILED)
      toast.error('Error', { description: message })
      setFailure(message)
    }
  })

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label="Activity">
        <Card>
          <CardContent className="grid gap-8">
            <fieldset disabled={isSubmitting} className="grid gap-8">
              <ActivityBasicsFields />
              <ActivityLogisticsFields suggestPrimaryLocation={submitLabel === 'Create Activity'} />
              <ActivityDescriptionFields />
            </fieldset>
            {failure && (
              <p role="alert" className="font-medium text-destructive text-sm">
                {failure}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" asChild>
                <Link to="/vendor/activities">Cancel</Link>
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : submitLabel}
              </Button>
            </div>
          </CardContent>
        </Card>
      </form>
    </FormProvider>
  )
}
