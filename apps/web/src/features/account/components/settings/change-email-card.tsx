import { type ChangeEmailInput, changeEmailSchema } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { failureMessage } from '@/lib/problem-feedback'
import { useChangeEmail } from '../../api/change-email'

type ChangeEmailValues = z.output<typeof changeEmailSchema>

export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const changeEmail = useChangeEmail()
  const [requested, setRequested] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailInput, unknown, ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '' },
  })

  const submit = handleSubmit(async ({ newEmail }) => {
    setRequested(null)
    try {
      await changeEmail.mutateAsync(newEmail)
      reset()
      setRequested(newEmail)
    } catch (error) {
      setError('newEmail', {
        message: failureMessage(error, 'Failed to change your email. Please try again.'),
      })
    }
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle>Email address</CardTitle>
        <CardDescription>
          You sign in with {currentEmail}. A new address has to be confirmed from the link we email
          before it replaces this one.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form noValidate onSubmit={submit} aria-label="Change email">
          <fieldset disabled={isSubmitting} className="grid gap-4">
            <TextField
              label="New email"
              type="email"
              autoComplete="email"
              error={errors.newEmail?.message}
              {...register('newEmail')}
            />
            <Button type="submit" className="sm:justify-self-end">
              {isSubmitting ? 'Sending...' : 'Change email'}
            </Button>
          </fieldset>
        </form>
        {requested && (
          <p role="status" className="flex items-start gap-2 rounded-lg bg-primary/5 p-3 text-sm">
            <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            Check your inbox: we have sent a confirmation link. Your email changes to {requested}{' '}
            only once the link is opened, and the new address must then be verified.
          </p>
        )}
      </CardContent>
    </Card>
  )
}
