import type { VendorActivity } from '@afc/contracts'
import { SelectField } from '@/components/select-field'

// A dropdown cannot hold an empty value, so 'all' stands for no filter.
const ALL = 'all'

interface ActivityFilterProps {
  activities: VendorActivity[] | undefined
  /** The chosen activity's id, or undefined for all of them. */
  value: string | undefined
  onChange: (activityId: string | undefined) => void
  className?: string
}

export function ActivityFilter({ activities, value, onChange, className }: ActivityFilterProps) {
  return (
    <SelectField
      label="Activity"
      className={className}
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? undefined : next)}
      options={[
        { value: ALL, label: 'All activities' },
        ...(activities ?? []).map((activity) => ({ value: activity.id, label: activity.title })),
      ]}
    />
  )
}
