import {
  type AccountDeletionFormInput,
  accountDeletionFormSchema,
  DELETE_CONFIRMATION_WORD,
} from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ConfirmAction } from '@/components/confirm-action'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useAuth } from '@/lib/auth-context'
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AccountDeletionFormInput, unknown, DeletionValues>({
    resolver: zodResolver(accountDeletionFormSchema),
    defaultValues: EMPTY,
  })

  const confirm = async () => {
    let password: string | undefined
    await handleSubmit((values) => {
      password = values.password
    })()
    // The fields say what is missing; the dialog stays open for them.
    if (password === undefined) return false
    await deleteAccount.mutateAsync(password)
    toast.success('Your account has been deleted', {
      description: 'Thank you for using Activities for Children.',
    })
    // The server already ended the session; this forgets it here and goes home.
    await signOut()
  }

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
        <ConfirmAction
          trigger={
            <Button variant="destructive" className="sm:justify-self-end">
              Delete my account
            </Button>
          }
          title="Delete your account?"
          description="Your upcoming bookings will be cancelled and your personal data removed. Past booking records stay, without your name, for the providers' accounting."
          cancelLabel="Keep my account"
          confirmLabel="Delete account"
          pendingLabel="Deleting..."
          onConfirm={confirm}
          failureFallback="Failed to delete your account. Please try again."
          onOpenChange={(open) => {
            if (!open) reset(EMPTY)
          }}
        >
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
        </ConfirmAction>
      </CardContent>
    </Card>
  )
}
