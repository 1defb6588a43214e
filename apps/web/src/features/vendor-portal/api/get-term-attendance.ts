import { type TermAttendance, termAttendanceSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** A term's attendance rate, absences and late pickups, per session held and over the term. */
export function getTermAttendance(termId: string): Promise<TermAttendance> {
  return apiFetch(`/api/vendor/terms/${encodeURIComponent(termId)}/attendance`, {
    schema: termAttendanceSchema,
  })
}

export const termAttendanceCsvUrl = (termId: string) =>
  `/api/vendor/terms/${encodeURIComponent(termId)}/attendance.csv`

export function termAttendanceQueryOptions(termId: string) {
  return queryOptions({
    queryKey: vendorKeys.termAttendance(termId),
    queryFn: () => getTermAttendance(termId),
  })
}

export function useTermAttendance(termId: string) {
  return useQuery(termAttendanceQueryOptions(termId))
}
