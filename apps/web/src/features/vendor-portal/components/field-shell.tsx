import { type ReactNode, useId } from 'react'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

export interface FieldControlProps {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

interface FieldShellProps {
  label: string
  /** Guidance shown under the control until there is an error to show instead. */
  hint?: ReactNode
  error?: string
  className?: string
  /** Renders the control, wired to the label and the message. */
  children: (control: FieldControlProps) => ReactNode
}

/** A label, any control and its hint or validation message, linked for screen readers. */
export function FieldShell({ label, hint, error, className, children }: FieldShellProps) {
  const id = useId()
  const messageId = `${id}-message`
  const message = error ?? hint
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-describedby': message ? messageId : undefined,
        'aria-invalid': error ? true : undefined,
      })}
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
