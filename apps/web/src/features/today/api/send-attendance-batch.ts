import {
  type AttendanceAction,
  type AttendanceBatchResult,
  attendanceBatchResultSchema,
} from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'

/** The phone's queued actions in the order taken; a key the server has seen records nothing. */
export function sendAttendanceBatch(actions: AttendanceAction[]): Promise<AttendanceBatchResult> {
  return apiFetch('/api/vendor/attendance/batch', {
    method: 'POST',
    body: { actions },
    schema: attendanceBatchResultSchema,
  })
}
