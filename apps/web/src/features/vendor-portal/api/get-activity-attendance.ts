import { type ActivityAttendance, activityAttendanceSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** An activity's single sessions held so far: attendance rate, absences and late pickups. */
export function getActivityAttendance(activityId: string): Promise<ActivityAttendance> {
  return apiFetch(`/api/vendor/activities/${encodeURIComponent(activityId)}/attendance`, {
    schema: activityAttendanceSchema,
  })
}

export const activityAttendanceCsvUrl = (activityId: string) =>
  `/api/vendor/activities/${encodeURIComponent(activityId)}/attendance.csv`

export function activityAttendanceQueryOptions(activityId: string) {
  return queryOptions({
    queryKey: vendorKeys.activityAttendance(activityId),
    queryFn: () => getActivityAttendance(activityId),
  })
}

export function useActivityAttendance(activityId: string) {
  return useQuery(activityAttendanceQueryOptions(activityId))
}
