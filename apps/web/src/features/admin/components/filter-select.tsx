import { SelectField, type SelectOption } from '@/components/select-field'

// A dropdown cannot hold an empty value, so 'all' stands for no filter.
export const ALL = 'all'

interface FilterSelectProps {
  label: string
  /** The choice for no filter, e.g. 'All statuses'. */
  allLabel: string
  options: readonly SelectOption[]
  value: string | undefined
  onChange: (value: string) => void
  className?: string
}

export function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
  className,
}: FilterSelectProps) {
  return (
    <SelectField
      label={label}
      className={className}
      value={value ?? ALL}
      onChange={onChange}
      options={[{ value: ALL, label: allLabel }, ...options]}
    />
  )
}
