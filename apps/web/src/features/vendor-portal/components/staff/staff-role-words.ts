import type { StaffRole } from '@afc/contracts'

export const STAFF_ROLE_OPTIONS: { value: StaffRole; label: string }[] = [
  { value: 'instructor', label: 'Instructor' },
  { value: 'manager', label: 'Manager' },
]

/** What each role may do, as the invite form and the list say it. */
export const STAFF_ROLE_HINTS: Record<StaffRole, string> = {
  instructor:
    'Today’s check-ins, rosters and children’s records of the activities or locations you assign',
  manager: 'Everything except payouts and payment settings',
}

/** "Swim class, Downtown studio" or "Everything" for a manager. */
export function assignmentSummary(
  role: StaffRole,
  assignments: { activities: { title: string }[]; locations: { name: string }[] },
): string {
  if (role === 'manager') return 'Everything except payouts and payment settings'
  const names = [
    ...assignments.activities.map((activity) => activity.title),
    ...assignments.locations.map((location) => `all at ${location.name}`),
  ]
  return names.length > 0 ? names.join(', ') : 'Nothing assigned'
}
