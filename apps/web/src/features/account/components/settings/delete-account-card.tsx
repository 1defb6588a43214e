import {
  type AccountDeletionFormInput,
  accountDeletionFormSchema,
  DELETE_CONFIRMATION_WORD,
} from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { TextField } from '@/components/text-field'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useAuth } from '@/lib/auth-context'
import { failureMessage } from '@/lib/problem-feedback'
import { useDeleteAccount } from '../../api/delete-account'

type DeletionValues = z.output<typeof accountDeletionFormSchema>

const EMPTY: AccountDeletionFormInput = { confirmation: '', password: '' }

const CONSEQUENCES = [
  'Your upcoming bookings are cancelled, and their providers are told.',
  'Your profile, sign-in, child profiles and favourites are removed.',
  "Past booking records are kept without your name, for the providers' accounting.",
]

export function DeleteAccountCard() {
  const { signOut } = useAuth()
  const deleteAccount = useDeleteAccount()
  const [open, setOpen] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AccountDeletionFormInput, unknown, DeletionValues>({
    resolver: zodResolver(accountDeletionFormSchema),
    defaultValues: EMPTY,
  })

  const openChange = (next: boolean) => {
    if (!next) {
      reset(EMPTY)
      setFailure(null)
    }
    setOpen(next)
  }

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null)
    try {
      await deleteAccount.mutateAsync(password)
    } catch (error) {
      setFailure(failureMessage(error, 'Failed to delete your account. Please try again.'))
      return
    }
    toast.success('Your account has been deleted', {
      description: 'Thank you for using Activities for Children.',
    })
    // The server already ended the session; this forgets it here and goes home.
    await signOut()
  })

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="text-destructive">Delete account</CardTitle>
        <CardDescription>Danger zone: this cannot be undone.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid list-disc gap-1 pl-5 text-sm">
          {CONSEQUENCES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <AlertDialog open={open} onOpenChange={openChange}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" className="sm:justify-self-end">
              Delete my account
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete your account?</AlertDialogTitle>
              <AlertDialogDescription>
                Your upcoming bookings will be cancelled and your personal data removed. Past
                booking records stay, without your name, for the providers' accounting.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <form noValidate onSubmit={submit} aria-label="Delete account" className="grid gap-4">
              <fieldset disabled={isSubmitting} className="grid gap-4">
                <TextField
                  label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
                  autoComplete="off"
                  error={errors.confirmation?.message}
                  {...register('confirmation')}
                />
                <TextField
                  label="Your password"
                  type="password"
                  autoComplete="current-password"
                  error={errors.password?.message}
                  {...register('password')}
                />
                {failure && (
                  <p role="alert" className="font-medium text-destructive text-sm">
                    {failure}
                  </p>
                )}
              </fieldset>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={isSubmitting}>Keep my account</AlertDialogCancel>
                <Button type="submit" variant="destructive" disabled={isSubmitting}>
                  {isSubmitting ? 'Deleting...' : 'Delete account'}
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  )
}
