import { useId } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'

interface WeekendFilterProps {
  checked: boolean
  onChange: (weekend: boolean) => void
}

export function WeekendFilter({ checked, onChange }: WeekendFilterProps) {
  const id = useId()
  return (
    <div className="flex items-start gap-3 rounded-lg bg-accent/60 p-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(state) => onChange(state === true)}
        aria-describedby={`${id}-hint`}
        className="size-6"
      />
      <div className="grid gap-1">
        <Label htmlFor={id} className="cursor-pointer font-semibold">
          Weekend sessions
        </Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          Activities with upcoming sessions on a Saturday or Sunday
        </p>
      </div>
    </div>
  )
}
