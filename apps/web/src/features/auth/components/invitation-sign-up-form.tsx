import { type InvitationSignUpInput, invitationSignUpSchema } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { useSignUpFromInvitation } from '../api/sign-up-from-invitation'

type Values = z.output<typeof invitationSignUpSchema>

/** The invitee's new account: name and password; the email is the invitation's. */
export function InvitationSignUpForm({
  token,
  email,
  onJoined,
}: {
  token: string
  email: string
  onJoined: () => void
}) {
  const signUp = useSignUpFromInvitation()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InvitationSignUpInput, unknown, Values>({
    resolver: zodResolver(invitationSignUpSchema),
    defaultValues: { firstName: '', lastName: '', password: '' },
  })

  const submit = handleSubmit(async (input) => {
    try {
      await signUp.mutateAsync({ token, input })
      onJoined()
    } catch (error) {
      showServerFieldErrors<InvitationSignUpInput>(
        error,
        ['firstName', 'lastName', 'password'],
        setError,
      )
      toast.error('Could not join', { description: failureMessage(error, 'Something went wrong') })
    }
  })

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Create your account">
      <TextField label="Email" value={email} readOnly className="bg-muted" />
      <div className="grid gap-4 sm:grid-cols-2">
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
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Joining...' : 'Create account and join'}
      </Button>
    </form>
  )
}
