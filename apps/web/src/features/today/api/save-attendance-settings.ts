import { attendanceSettingsSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { todayKeys } from './today-query-keys'

/** Whether check-out asks for the family's pickup code. */
export function saveAttendanceSettings(input: { requirePickupCode: boolean }) {
  return apiFetch('/api/vendor/attendance/settings', {
    method: 'PUT',
    body: input,
    schema: attendanceSettingsSchema,
  })
}

export function useSaveAttendanceSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveAttendanceSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: todayKeys.all }),
  })
}
