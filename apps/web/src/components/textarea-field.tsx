import type { ComponentProps } from 'react'
import { type FieldMessageProps, FieldShell } from './field-shell'
import { Textarea } from './ui/textarea'

type TextareaFieldProps = ComponentProps<typeof Textarea> & FieldMessageProps

/** A labelled textarea with its hint or validation message, wired for screen readers. */
export function TextareaField({ label, hint, error, id, className, ...props }: TextareaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => <Textarea {...control} {...props} />}
    </FieldShell>
  )
}
