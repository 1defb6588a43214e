import { type ChangePasswordFormInput, changePasswordFormSchema } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { isApiError } from '@/lib/api-error'
import { failureMessage } from '@/lib/problem-feedback'
import { useChangePassword } from './api/change-password'

type ChangePasswordValues = z.output<typeof changePasswordFormSchema>

const EMPTY: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** Used by the family and the provider settings pages alike. */
export function ChangePasswordCard() {
  const changePassword = useChangePassword()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput, unknown, ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  })

  const save = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword })
      reset(EMPTY)
      toast.success('Password changed. Other devices were signed out.')
    } catch (error) {
      const message = failureMessage(error, 'Failed to change your password. Please try again.')
      // The only request-specific refusal is a wrong current password.
      if (isApiError(error) && error.status === 400) setError('currentPassword', { message })
      toast.error('Error', { description: message })
    }
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>
          Other devices signed in to your account will be signed out
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={save} aria-label="Change password">
          <fieldset disabled={isSubmitting} className="grid gap-4">
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                error={errors.newPassword?.message}
                {...register('newPassword')}
              />
              <TextField
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                error={errors.confirmPassword?.message}
                {...register('confirmPassword')}
              />
            </div>
            <Button type="submit" className="sm:justify-self-end">
              {isSubmitting ? 'Saving...' : 'Change password'}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  )
}
