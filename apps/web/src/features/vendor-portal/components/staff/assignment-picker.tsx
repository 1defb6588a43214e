import type { StaffList } from '@afc/contracts'
import { useId } from 'react'

export type AssignmentIds = { activityIds: string[]; locationIds: string[] }

interface AssignmentPickerProps {
  choices: StaffList['choices']
  value: AssignmentIds
  onChange: (value: AssignmentIds) => void
  /** The schema's message when nothing is ticked for an instructor. */
  error?: string | undefined
}

const toggled = (ids: string[], id: string, on: boolean) =>
  on ? [...ids, id] : ids.filter((other) => other !== id)

/**
 * What an instructor may see: ticked activities, and every activity held at a ticked location.
 * Plain checkboxes in two labelled groups, so Tab and Space are all a keyboard needs.
 */
export function AssignmentPicker({ choices, value, onChange, error }: AssignmentPickerProps) {
  const messageId = useId()
  const group = (
    legend: string,
    items: { id: string; label: string }[],
    selected: string[],
    set: (ids: string[]) => void,
  ) => (
    // content-start: beside the longer list, the shorter one keeps its rows together at the top.
    <fieldset className="grid content-start gap-2" aria-describedby={error ? messageId : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {items.length === 0 && <p className="text-sm text-muted-foreground">None yet</p>}
      {items.map((item) => (
        <label key={item.id} className="flex min-h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={selected.includes(item.id)}
            onChange={(event) => set(toggled(selected, item.id, event.target.checked))}
          />
          {item.label}
        </label>
      ))}
    </fieldset>
  )
  return (
    <div className="grid gap-3">
      <div className="grid gap-4 sm:grid-cols-2">
        {group(
          'Activities',
          choices.activities.map((activity) => ({ id: activity.id, label: activity.title })),
          value.activityIds,
          (activityIds) => onChange({ ...value, activityIds }),
        )}
        {group(
          'Locations (every activity held there)',
          choices.locations.map((location) => ({ id: location.id, label: location.name })),
          value.locationIds,
          (locationIds) => onChange({ ...value, locationIds }),
        )}
      </div>
      {error && (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
