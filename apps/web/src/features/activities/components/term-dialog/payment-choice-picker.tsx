import type { PaymentChoice, PaymentChoiceOption } from '@afc/contracts'
import { useState } from 'react'
import { formatMoney } from '@/lib/money'

interface PaymentChoicePickerProps {
  choices: PaymentChoiceOption[]
  value: PaymentChoice
  timeZone: string
  onChange: (choice: PaymentChoice) => void
}

const TITLES: Record<PaymentChoice, (count: number) => string> = {
  full: () => 'Pay in full',
  deposit: () => 'Pay a deposit now, the balance later',
  instalments: (count) => `Pay in ${count} monthly payments`,
}

/** 'Today' for the payment taken now, else its date at the venue. */
function whenLabel(dueAt: string, index: number, timeZone: string) {
  if (index === 0) return 'today'
  const date = new Date(dueAt).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  })
  return `on ${date}`
}

/**
 * The way to pay the family picked among the quote's choices; a plan no longer offered for what
 * they now choose (a code took the price down, a session too soon) falls back to paying in full.
 */
export function usePaymentChoice(choices: PaymentChoiceOption[]) {
  const [paying, setPaying] = useState<PaymentChoice>('full')
  const choice = choices.some((option) => option.choice === paying) ? paying : 'full'
  return { choice, setPaying }
}

/**
 * How the family pays the quoted total: in full, or by the provider's plan (the term's, or the
 * activity's for a single session or a drop-in), each with every date and amount before they
 * pay. Shown only when a plan is offered for this booking.
 */
export function PaymentChoicePicker({
  choices,
  value,
  timeZone,
  onChange,
}: PaymentChoicePickerProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium text-sm">How would you like to pay?</legend>
      {choices.map((option) => (
        <label
          key={option.choice}
          className="flex cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
        >
          <input
            type="radio"
            name="payment-choice"
            value={option.choice}
            checked={value === option.choice}
            onChange={() => onChange(option.choice)}
            className="mt-1 accent-primary"
          />
          <span className="grid gap-1">
            <span className="font-medium">{TITLES[option.choice](option.payments.length)}</span>
            <span className="text-muted-foreground">
              {option.payments
                .map(
                  (payment, index) =>
                    `${formatMoney(payment.amountCents)} ${whenLabel(payment.dueAt, index, timeZone)}`,
                )
                .join(' · ')}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
