import { FieldShell } from './field-shell'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select'

export interface SelectOption {
  value: string
  label: string
}

interface SelectFieldProps {
  label: string
  options: readonly SelectOption[]
  value: string
  onChange: (value: string) => void
  placeholder?: string
  hint?: string
  error?: string
  disabled?: boolean
  className?: string
}

/** A labelled dropdown of fixed choices. */
export function SelectField({
  label,
  options,
  value,
  onChange,
  placeholder,
  hint,
  error,
  disabled,
  className,
}: SelectFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <Select value={value} onValueChange={onChange} disabled={disabled}>
          <SelectTrigger {...control}>
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FieldShell>
  )
}
