import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { ActivityChoice } from './activity-choice'

interface AppliesToFieldProps {
  /** The 'all' or 'chosen' radio buttons. */
  appliesTo: UseFormRegisterReturn
  chosen: boolean
  activities: readonly ActivityChoice[]
  activityIds: readonly string[]
  onActivityIds: (ids: string[]) => void
  error?: string
}

/** All of the provider's activities, or the ones ticked. */
export function AppliesToField({
  appliesTo,
  chosen,
  activities,
  activityIds,
  onActivityIds,
  error,
}: AppliesToFieldProps) {
  const messageId = useId()
  const ticked = new Set(activityIds)
  const toggle = (id: string, checked: boolean) =>
    onActivityIds(checked ? [...activityIds, id] : activityIds.filter((each) => each !== id))
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? messageId : undefined}>
      <legend className="mb-2 font-medium text-sm">Applies to</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" value="all" className="size-4 accent-primary" {...appliesTo} />
        All activities, including ones you add later
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" value="chosen" className="size-4 accent-primary" {...appliesTo} />
        Chosen activities
      </label>
      {chosen && (
        <fieldset className="ml-6 grid gap-2 rounded-lg border p-3">
          <legend className="sr-only">Activities</legend>
          {activities.length === 0 && (
            <p className="text-muted-foreground text-sm">You have no activities yet.</p>
          )}
          {activities.map((activity) => (
            <label key={activity.id} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={ticked.has(activity.id)}
                onChange={(event) => toggle(activity.id, event.target.checked)}
              />
              <span className="min-w-0 break-words">{activity.title}</span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p id={messageId} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  )
}
