import { useSearchParams } from 'react-router'

/**
 * The activity and tab of a list, kept in the URL so a filtered view survives a reload and
 * can be linked to (the activity page links to its own sessions).
 */
export function useListFilters<Period extends string>(periods: readonly [Period, ...Period[]]) {
  const [params, setParams] = useSearchParams()
  const periodNamed = (name: string | null) => periods.find((period) => period === name)
  const when = periodNamed(params.get('when')) ?? periods[0]
  const activityId = params.get('activityId') ?? undefined

  const update = (changes: { when?: Period; activityId?: string | null }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (changes.when) next.set('when', changes.when)
        if (changes.activityId === null) next.delete('activityId')
        else if (changes.activityId) next.set('activityId', changes.activityId)
        return next
      },
      { replace: true },
    )

  return {
    when,
    activityId,
    /** Takes a tab's value; anything but a known period is ignored. */
    setWhen: (name: string) => update({ when: periodNamed(name) }),
    setActivityId: (id: string | undefined) => update({ activityId: id ?? null }),
  }
}
