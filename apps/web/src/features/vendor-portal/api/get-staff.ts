import { type StaffList, staffListSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** The owner's staff, open invitations and what they may be assigned. */
export function getStaff(): Promise<StaffList> {
  return apiFetch('/api/vendor/staff', { schema: staffListSchema })
}

export function staffQueryOptions() {
  return queryOptions({ queryKey: vendorKeys.staff(), queryFn: getStaff })
}

export function useStaff() {
  return useQuery(staffQueryOptions())
}
