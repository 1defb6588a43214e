import {
  type AdminCreditFormInput,
  type AdminCreditInput,
  adminCreditFormSchema,
  formatRevenue,
} from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { ErrorAlert } from '@/components/error-alert'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useGivePlatformCredit } from '../../api/give-platform-credit'

const blank = { email: '', amountCents: '', reason: '' }

/** Gives a family a platform credit, paid by the platform and spendable with any provider. */
export function GiveCreditForm() {
  const [failure, setFailure] = useState<string | null>(null)
  const give = useGivePlatformCredit()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminCreditFormInput, unknown, AdminCreditInput>({
    resolver: zodResolver(adminCreditFormSchema),
    defaultValues: blank,
  })

  const submit = handleSubmit(async (input) => {
    setFailure(null)
    try {
      const credit = await give.mutateAsync(input)
      reset(blank)
      toast.success(`Gave ${formatRevenue(credit.amountCents)} of credit to ${input.email}`, {
        description: `It can be spent with any provider until ${new Date(credit.expiresAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}.`,
      })
    } catch (error) {
      setFailure(failureMessage(error, 'The credit was not given. Please try again.'))
    }
  })

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Give a platform credit"
      className="grid gap-4 sm:grid-cols-[2fr_1fr_2fr_auto] sm:items-start"
    >
      <TextField
        label="Family's email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Amount (USD)"
        inputMode="decimal"
        autoComplete="off"
        error={errors.amountCents?.message}
        {...register('amountCents')}
      />
      <TextField
        label="Reason"
        autoComplete="off"
        hint="Kept in the audit log."
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Button type="submit" disabled={isSubmitting} className="sm:mt-6">
        {isSubmitting ? 'Giving...' : 'Give credit'}
      </Button>
      {failure && (
        <div className="sm:col-span-4">
          <ErrorAlert title="No credit given">{failure}</ErrorAlert>
        </div>
      )}
    </form>
  )
}
