import { capacityFormSchema, type VendorSession } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { useSetActivityCapacity } from '../../api/set-activity-capacity'

type CapacityField = z.input<typeof capacityFormSchema>
type CapacityValues = z.output<typeof capacityFormSchema>

/**
 * Capacity is the activity's, so a new one applies to all its sessions; places it adds go to the
 * families waiting first. The server refuses a capacity below the places already booked.
 */
export function RaiseCapacityForm({ session }: { session: VendorSession }) {
  const save = useSetActivityCapacity(session.activityId)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CapacityField, unknown, CapacityValues>({
    resolver: zodResolver(capacityFormSchema),
    defaultValues: { capacity: session.capacity ?? '' },
  })

  const submit = handleSubmit(async (values) => {
    try {
      const activity = await save.mutateAsync(values)
      toast.success(
        activity.capacity === null
          ? 'Capacity saved: no limit'
          : `Capacity is now ${activity.capacity} per session`,
        session.waiting > 0
          ? { description: 'Families on the waiting list get the new places first.' }
          : undefined,
      )
    } catch (error) {
      if (showServerFieldErrors(error, ['capacity'], setError)) save.reset()
    }
  })

  return (
    <form noValidate onSubmit={submit} aria-label="Raise capacity" className="grid gap-2">
      <fieldset disabled={isSubmitting} className="flex flex-wrap items-start gap-3">
        <TextField
          label="Capacity"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className="w-full sm:w-72"
          hint={`Children per session, for every session of ${session.activityTitle}`}
          error={errors.capacity?.message}
          {...register('capacity')}
        />
        <Button type="submit" variant="outline" className="sm:mt-6">
          {isSubmitting ? 'Saving...' : 'Raise capacity'}
        </Button>
      </fieldset>
      {save.isError && (
        <p role="alert" className="font-medium text-destructive text-sm">
          {failureMessage(save.error, 'Failed to save the capacity. Please try again.')}
        </p>
      )}
    </form>
  )
}
