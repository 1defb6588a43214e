import { type ReactNode, useId } from 'react'
import { cn } from '@/lib/utils'
import { Label } from './ui/label'

export interface FieldMessageProps {
  label: string
  /** Guidance shown under the control until there is an error to show instead. */
  hint?: string
  /** The validation message, shown under the control and announced with it. */
  error?: string
}

/** The ARIA wiring a control needs to be read together with its label and message. */
export type FieldControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** A label, one control and its hint or validation message, wired for screen readers. */
export function FieldShell({
  label,
  hint,
  error,
  id,
  className,
  children,
}: FieldMessageProps & {
  id?: string | undefined
  className?: string | undefined
  children: (control: FieldControlProps) => ReactNode
}) {
  const generatedId = useId()
  const controlId = id ?? generatedId
  const messageId = `${controlId}-message`
  const message = error ?? hint
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
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
