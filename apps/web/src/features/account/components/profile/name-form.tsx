import { type Account, profileUpdateSchema } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { type ProfileInput, useUpdateProfile } from '../../api/update-profile'

type ProfileValues = z.output<typeof profileUpdateSchema>

const NAME_FIELDS = ['firstName', 'lastName'] as const

export function NameForm({ profile }: { profile: Account['profile'] }) {
  const updateProfile = useUpdateProfile()
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName },
  })

  const save = handleSubmit(async (input) => {
    try {
      await updateProfile.mutateAsync(input)
      reset(input)
      toast.success('Profile saved')
    } catch (error) {
      showServerFieldErrors(error, NAME_FIELDS, setError)
      toast.error('Error', {
        description: failureMessage(error, 'Failed to save your profile. Please try again.'),
      })
    }
  })

  return (
    <form noValidate onSubmit={save} aria-label="Your name">
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <Button type="submit" className="sm:justify-self-end" disabled={!isDirty}>
          {isSubmitting ? 'Saving...' : 'Save changes'}
        </Button>
      </fieldset>
    </form>
  )
}
