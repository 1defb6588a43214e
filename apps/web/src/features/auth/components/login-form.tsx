import { type LoginInput, loginSchema, type Role, type SignInResponse } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { useSignIn } from '../api/sign-in'
import { isAccessDenied } from '../lib/access-denied'

type LoginValues = z.output<typeof loginSchema>

interface LoginFormProps {
  role: Role
  /** Filled in after a sign-up, so the new user only types the password. */
  defaultEmail?: string
  onSignedIn: (response: SignInResponse) => void
}

export function LoginForm({ role, defaultEmail = '', onSignedIn }: LoginFormProps) {
  const signIn = useSignIn()
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  })

  useEffect(() => {
    if (defaultEmail) setFocus('password')
  }, [defaultEmail, setFocus])

  const submit = handleSubmit((values) =>
    signIn.mutate(
      { ...values, role },
      {
        onSuccess: (response) => {
          toast.success('Login successful', { description: 'You have been logged in' })
          onSignedIn(response)
        },
        onError: (error) => {
          if (isAccessDenied(error)) {
            toast.error('Access denied', {
              description: failureMessage(error, 'Something went wrong'),
            })
            return
          }
          showServerFieldErrors<LoginInput>(error, ['email', 'password'], setError)
          toast.error('Login failed', {
            description: failureMessage(error, 'Something went wrong'),
          })
        },
      },
    ),
  )

  return (
    <form noValidate onSubmit={submit}>
      <fieldset disabled={signIn.isPending} className="grid gap-4">
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="mt-2 w-full">
          {signIn.isPending ? 'Logging in...' : 'Login'}
        </Button>
      </fieldset>
    </form>
  )
}
