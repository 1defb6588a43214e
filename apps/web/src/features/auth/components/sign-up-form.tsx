import { PASSWORD_MIN_LENGTH, type Role, type SignUpInput, signUpSchema } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { useSignUp } from '../api/sign-up'

type SignUpValues = z.output<typeof signUpSchema>

interface SignUpFormProps {
  role: Role
  onRegistered: (email: string) => void
}

export function SignUpForm({ role, onRegistered }: SignUpFormProps) {
  const signUp = useSignUp()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  })

  const submit = handleSubmit((values) =>
    signUp.mutate(
      { ...values, role },
      {
        onSuccess: (response) => {
          toast.success('Registration successful', { description: response.message })
          onRegistered(values.email)
        },
        onError: (error) => {
          showServerFieldErrors<SignUpInput>(
            error,
            ['firstName', 'lastName', 'email', 'password'],
            setError,
          )
          toast.error('Registration failed', {
            description: failureMessage(error, 'Something went wrong'),
          })
        },
      },
    ),
  )

  return (
    <form noValidate onSubmit={submit}>
      <fieldset disabled={signUp.isPending} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First Name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="mt-2 w-full">
          {signUp.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </fieldset>
    </form>
  )
}
