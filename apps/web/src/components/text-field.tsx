import type { ComponentProps } from 'react'
import { type FieldMessageProps, FieldShell } from './field-shell'
import { Input } from './ui/input'

type TextFieldProps = ComponentProps<typeof Input> & FieldMessageProps

/** A labelled input with its hint or validation message, wired for screen readers. */
export function TextField({ label, hint, error, id, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <Input {...control} {...inputProps} />}
    </FieldShell>
  )
}
