import {
  type AttendanceAction,
  type AttendanceChildState,
  attendanceActionResultSchema,
} from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { todayKeys } from './today-query-keys'

/**
 * One action sent at once, for those that need the connection: a check-out with the family's
 * pickup code, marking absent and undoing. Queued check-ins and check-outs go as a batch.
 */
export function sendAttendance(action: AttendanceAction): Promise<AttendanceChildState> {
  return apiFetch('/api/vendor/attendance', {
    method: 'POST',
    body: action,
    schema: attendanceActionResultSchema,
  })
}

export function useSendAttendance() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendAttendance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: todayKeys.all }),
  })
}
