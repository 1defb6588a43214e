import { type TestCardInput, type TestCheckout, testCardSchema } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { CircleAlert, Lock } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { isApiError } from '@/lib/api-error'
import { formatRevenue } from '@/lib/money'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { usePayTestCheckout } from '../api/pay-test-checkout'

type TestCardValues = z.output<typeof testCardSchema>

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0000 0000 9995', outcome: 'has insufficient funds' },
] as const

/** '1230' or '12/30' as typed becomes '12/30', so a phone's number pad is enough. */
function withExpirySlash(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

function buttonLabel(purpose: TestCheckout['purpose'], amountCents: number, busy: boolean) {
  if (purpose === 'card') return busy ? 'Saving...' : 'Save card'
  return busy ? 'Paying...' : `Pay ${formatRevenue(amountCents)}`
}

interface TestCardFormProps {
  checkoutId: string
  amountCents: number
  /** A card saved for a plan's later payments charges nothing: the button says so. */
  purpose: TestCheckout['purpose']
}

/**
 * The card form of the test checkout. A refused card (402) is said next to the button, which
 * the focus moves to; the hold is kept and the family tries another card.
 */
export function TestCardForm({ checkoutId, amountCents, purpose }: TestCardFormProps) {
  const pay = usePayTestCheckout(checkoutId)
  const refusalRef = useRef<HTMLDivElement>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TestCardInput, unknown, TestCardValues>({
    resolver: zodResolver(testCardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  })
  const expiry = register('expiry')
  // Messages about the fields go under them; anything else is a refusal said by the button.
  const fieldsRefused = isApiError(pay.error) && Object.keys(pay.error.errors).length > 0
  const refused = pay.isError && !fieldsRefused

  // The Pay button the focus was on is disabled while paying: the keyboard goes to the news.
  useEffect(() => {
    if (refused) refusalRef.current?.focus()
  }, [refused])

  const submit = handleSubmit((card) =>
    pay.mutate(card, {
      onError: (error) =>
        showServerFieldErrors<TestCardInput>(error, ['cardNumber', 'expiry', 'cvc'], setError),
    }),
  )

  return (
    <form noValidate onSubmit={submit} aria-label="Card details">
      <fieldset disabled={pay.leaving} className="grid gap-4">
        <TextField
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          error={errors.cardNumber?.message}
          {...register('cardNumber')}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label="Expiry (MM/YY)"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            maxLength={5}
            error={errors.expiry?.message}
            {...expiry}
            onChange={(event) => {
              event.target.value = withExpirySlash(event.target.value)
              return expiry.onChange(event)
            }}
          />
          <TextField
            label="CVC"
            autoComplete="cc-csc"
            inputMode="numeric"
            placeholder="123"
            maxLength={4}
            error={errors.cvc?.message}
            {...register('cvc')}
          />
        </div>
        <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-muted-foreground text-sm">
          <p className="font-medium text-foreground">Test cards</p>
          <ul className="grid gap-0.5">
            {TEST_CARDS.map((card) => (
              <li key={card.number}>
                <span className="font-mono text-foreground">{card.number}</span> {card.outcome}
              </li>
            ))}
          </ul>
          <p>Any future expiry date and any 3 digits for the CVC.</p>
        </div>
        {refused && (
          <div
            ref={refusalRef}
            tabIndex={-1}
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-destructive"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>{failureMessage(pay.error, 'The payment failed. Please try again.')}</p>
          </div>
        )}
        <Button type="submit" size="lg" className="w-full">
          <Lock aria-hidden="true" />
          {buttonLabel(purpose, amountCents, pay.leaving)}
        </Button>
      </fieldset>
    </form>
  )
}
