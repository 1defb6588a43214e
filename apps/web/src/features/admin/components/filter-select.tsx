import { useId } from 'react'
import { Label } from '@/components/ui/label'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { cn } from '@/lib/utils'

// A dropdown cannot hold an empty value, so 'all' stands for no filter.
export const ALL = 'all'

interface FilterSelectProps {
  label: string
  /** The choice for no filter, e.g. 'All statuses'. */
  allLabel: string
  options: readonly { value: string; label: string }[]
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
  const id = useId()
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
