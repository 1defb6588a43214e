import { type ContactMessageInput, contactMessageSchema } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { TextField } from '@/components/text-field'
import { TextareaField } from '@/components/textarea-field'
import { Button } from '@/components/ui/button'
import { isApiError } from '@/lib/api-error'
import { useSendContactMessage } from '../api/send-contact-message'

type ContactValues = z.output<typeof contactMessageSchema>
const fields = ['name', 'email', 'subject', 'message'] as const
const emptyForm: ContactMessageInput = { name: '', email: '', subject: '', message: '' }

export function ContactForm() {
  const send = useSendContactMessage()
  const [confirmation, setConfirmation] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactValues>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: emptyForm,
  })

  const submit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: (message) => {
        setConfirmation(message)
        reset(emptyForm)
      },
      onError: (error) => {
        // The server checks the same rules; its messages go under the same inputs.
        const fieldMessages = isApiError(error)
          ? fields.flatMap((field) => {
              const message = error.fieldError(field)
              return message ? [{ field, message }] : []
            })
          : []
        for (const { field, message } of fieldMessages) {
          setError(field, { type: 'server', message })
        }
        if (fieldMessages.length === 0) {
          toast.error('Error', {
            description: isApiError(error) && error.detail ? error.detail : 'Something went wrong',
          })
        }
      },
    }),
  )

  if (confirmation) {
    return (
      <div
        role="status"
        className="flex flex-col items-start gap-4 rounded-2xl border border-primary/30 bg-primary/5 p-6"
      >
        <CircleCheck className="size-8 text-primary" aria-hidden="true" />
        <h2 className="font-semibold text-xl">Message sent</h2>
        <p>{confirmation}</p>
        <Button variant="outline" onClick={() => setConfirmation(null)}>
          Send another message
        </Button>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={submit} className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <fieldset disabled={send.isPending} className="grid gap-4">
        <legend className="sr-only">Your message</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <TextField
          label="Subject (optional)"
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextareaField
          label="Message"
          rows={6}
          hint="At least 10 characters."
          error={errors.message?.message}
          {...register('message')}
        />
        <Button type="submit" size="lg" className="w-full sm:w-fit">
          {send.isPending ? 'Sending...' : 'Send message'}
        </Button>
      </fieldset>
    </form>
  )
}
