import { type ComponentProps, useId } from 'react'
import { cn } from '@/lib/utils'
import { Input } from './ui/input'
import { Label } from './ui/label'

interface TextFieldProps extends ComponentProps<typeof Input> {
  label: string
  /** Guidance shown under the input until there is an error to show instead. */
  hint?: string
  /** The validation message, shown under the input and announced with it. */
  error?: string
}

/** A labelled input with its hint or validation message, wired for screen readers. */
export function TextField({ label, hint, error, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const messageId = `${inputId}-message`
  const message = error ?? hint

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        {...inputProps}
      />
      {message && (
        <p
          id={messageId}
          className={cn('text-sm', error ? 'text-destructive' : 'text-muted-foreground')}
        >
          {message}
        </p>
      )}
    </div>
  )
}
