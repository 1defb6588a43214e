import type { ComponentProps } from 'react'
import { FieldShell } from '@/components/field-shell'
import { Input } from '@/components/ui/input'

interface PriceFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  error?: string
}

/** Price in dollars with a '$' in front, so nobody types cents by mistake. */
export function PriceField({ error, ...props }: PriceFieldProps) {
  return (
    <FieldShell label="Price ($)" hint="0 means free" error={error}>
      {(control) => (
        <div className="relative">
          <span
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground"
            aria-hidden="true"
          >
            $
          </span>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            className="pl-7"
            {...control}
            {...props}
          />
        </div>
      )}
    </FieldShell>
  )
}
