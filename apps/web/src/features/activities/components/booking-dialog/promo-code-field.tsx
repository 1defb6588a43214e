import { typedCodeSchema } from '@afc/contracts'
import { BadgePercent } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { QuoteState } from '../../hooks/use-quote'

/** Where the code applied stands: none, on its way to the server, taken, or refused with why. */
export type CodeStatus =
  | { state: 'none' | 'checking' | 'applied' }
  | { state: 'refused'; refusal: string }

/**
 * What the server's last quote said of `code`. A quote of another code (or none) says nothing of
 * it yet; a quote that failed leaves the field as it was, the price box saying why.
 */
export function codeStatus<Request extends { code?: string | undefined }>(
  code: string | undefined,
  { quote, askedWith, error }: QuoteState<Request>,
): CodeStatus {
  if (code === undefined) return { state: 'none' }
  if (quote && askedWith?.code === code) {
    return quote.codeRefusal === null
      ? { state: 'applied' }
      : { state: 'refused', refusal: quote.codeRefusal }
  }
  return error ? { state: 'none' } : { state: 'checking' }
}

/** The code to book with: not one the server has just refused. */
export const codeToSend = (code: string | undefined, status: CodeStatus) =>
  status.state === 'refused' ? undefined : code

export interface PromoCodeFieldProps {
  /** The code the family applied, sent with the quote; undefined for none. */
  code: string | undefined
  /** What the server's quote said of it (see `codeStatus`). */
  status: CodeStatus
  onApply: (code: string) => void
  onRemove: () => void
}

/**
 * The 'Promo code' field of a booking dialog: Apply (or Enter) asks the server for the price
 * with the code; a code it refuses keeps the field with the server's sentence under it, a code it
 * takes reads 'Code FAMILY10 applied' with Remove. The keyboard follows: to Remove once a code is
 * applied, back to the field once it is removed.
 */
export function PromoCodeField({ code, status, onApply, onRemove }: PromoCodeFieldProps) {
  const inputId = useId()
  const messageId = `${inputId}-message`
  const [text, setText] = useState(code ?? '')
  const [invalid, setInvalid] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const removeRef = useRef<HTMLButtonElement>(null)
  // Where the keyboard goes once the field changes shape: set by Apply and Remove only.
  const focusNext = useRef<'remove' | 'input' | null>(null)
  const checking = status.state === 'checking'
  const applied = code !== undefined && status.state === 'applied'

  useEffect(() => {
    if (applied && focusNext.current === 'remove') removeRef.current?.focus()
    if (!applied && focusNext.current === 'input') inputRef.current?.focus()
    if (!checking) focusNext.current = null
  }, [applied, checking])

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary/40 bg-primary/5 px-3 py-2 text-sm">
        <p role="status" className="flex items-center gap-2 font-medium">
          <BadgePercent className="size-4 shrink-0 text-primary" aria-hidden="true" />
          Code {code.toUpperCase()} applied
        </p>
        <Button
          ref={removeRef}
          variant="ghost"
          size="sm"
          aria-label={`Remove code ${code.toUpperCase()}`}
          onClick={() => {
            focusNext.current = 'input'
            setText('')
            onRemove()
          }}
        >
          Remove
        </Button>
      </div>
    )
  }

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const parsed = typedCodeSchema.safeParse(text)
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Enter the code as it was given to you')
      return
    }
    setInvalid(null)
    if (!parsed.data) return
    focusNext.current = 'remove'
    onApply(parsed.data)
  }

  // A refusal is about the code applied: once the family types another, it no longer applies.
  const refusal = status.state === 'refused' && text.trim() === code ? status.refusal : null
  const message = invalid ?? refusal
  return (
    <form noValidate aria-label="Promo code" onSubmit={apply} className="grid gap-2">
      <Label htmlFor={inputId}>Promo code</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          value={text}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            setText(event.target.value)
            setInvalid(null)
          }}
        />
        <Button type="submit" variant="outline" disabled={checking}>
          {checking ? 'Checking...' : 'Apply'}
        </Button>
      </div>
      {message && (
        <p id={messageId} role="alert" className="text-destructive text-sm">
          {message}
        </p>
      )}
    </form>
  )
}
