import type { ComponentProps } from 'react'
import { FieldShell } from '@/components/field-shell'

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string
  hint?: string
  error?: string
}

/** A labelled multi-line input with its hint or validation message. */
export function TextAreaField({ label, hint, error, className, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          rows={5}
          className="flex min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm"
          {...control}
          {...props}
        />
      )}
    </FieldShell>
  )
}
