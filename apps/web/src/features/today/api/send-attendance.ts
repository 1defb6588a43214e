import {
  type AttendanceAction,
  type AttendanceChildState,
  attendanceActionResultSchema,
} from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { todayKeys } from './today-query-keys'

/**
 * One action sent at once, for the one that needs the connection: a check-out with the family's
 * pickup code, checked on the server. Every other action is queued and goes as a batch.
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
