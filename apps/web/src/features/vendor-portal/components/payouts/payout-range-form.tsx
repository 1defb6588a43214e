import { payoutRangeSchema } from '@afc/contracts'
import { type FormEvent, useState } from 'react'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'

interface PayoutRangeFormProps {
  from: string
  to: string
  onApply: (range: { from: string; to: string }) => void
}

/** Two days on the provider's clock; applied together, so half-typed dates fetch nothing. */
export function PayoutRangeForm({ from, to, onApply }: PayoutRangeFormProps) {
  const [draft, setDraft] = useState({ from, to })
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({})

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const checked = payoutRangeSchema.safeParse(draft)
    if (!checked.success) {
      const messageFor = (field: 'from' | 'to') =>
        checked.error.issues.find((issue) => issue.path[0] === field)?.message
      setErrors({ from: messageFor('from'), to: messageFor('to') })
      return
    }
    setErrors({})
    onApply(draft)
  }

  return (
    <form
      noValidate
      onSubmit={apply}
      aria-label="Date range"
      className="grid items-start gap-3 sm:flex sm:items-end"
    >
      <TextField
        label="From"
        type="date"
        value={draft.from}
        error={errors.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        label="To"
        type="date"
        value={draft.to}
        error={errors.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <Button type="submit" variant="outline">
        Show
      </Button>
    </form>
  )
}
