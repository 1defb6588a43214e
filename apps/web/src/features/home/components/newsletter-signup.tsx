import { Mail } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { isApiError } from '@/lib/api-error'
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter'

// The same words as the server's NEWSLETTER_EMPTY_EMAIL; importing that constant would pull zod,
// which lives beside it, into the home page's download.
const EMPTY_EMAIL_MESSAGE = 'Please enter your email address.'

/** The server's sentence about the address ('Please enter a valid email address'), or its detail. */
function refusalMessage(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong'
  return error.fieldError('email') ?? error.detail ?? 'Something went wrong'
}

export function NewsletterSignup() {
  const inputId = useId()
  const [email, setEmail] = useState('')
  const subscription = useSubscribeToNewsletter()
  const isSubmitting = subscription.isPending

  function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const address = email.trim()
    if (!address) {
      toast.error('Error', { description: EMPTY_EMAIL_MESSAGE })
      return
    }
    subscription.mutate(address, {
      onSuccess: (message) => {
        toast.success(message)
        setEmail('')
      },
      onError: (error) => toast.error('Error', { description: refusalMessage(error) }),
    })
  }

  return (
    <section
      aria-labelledby="newsletter-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="flex flex-col gap-8 rounded-2xl bg-primary px-6 [--color-ring:#ffffff] py-10 text-primary-foreground sm:px-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-xl space-y-2">
          <h2
            id="newsletter-title"
            className="flex items-center gap-3 font-bold text-2xl sm:text-3xl"
          >
            <Mail className="size-7 shrink-0 sm:size-8" aria-hidden="true" />
            Never miss a new activity
          </h2>
          <p className="text-primary-foreground/90">
            Get new classes, weekend events and parenting tips in your inbox. No spam, unsubscribe
            any time.
          </p>
        </div>
        <form noValidate onSubmit={subscribe} className="flex w-full max-w-md flex-col gap-2">
          <Label htmlFor={inputId}>Email address</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={isSubmitting}
              className="h-11 text-foreground"
            />
            <Button type="submit" variant="warm" className="h-11" disabled={isSubmitting}>
              {isSubmitting ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </div>
        </form>
      </div>
    </section>
  )
}
