import type { BookingAttendance } from '@afc/contracts'
import { useState } from 'react'
import { failureMessage } from '@/lib/problem-feedback'
import { formatClockTime, sessionTimeLabel } from '@/lib/session-time'
import { useBookingAttendance } from '../../api/get-booking-attendance'

type Line = BookingAttendance['sessions'][number]['children'][number]

function childLine(child: Line, timeZone: string): string {
  switch (child.state) {
    case 'absent':
      return `${child.firstName}: absent`
    case 'expected':
      return `${child.firstName}: not checked in`
    case 'checked_in':
      return `${child.firstName}: arrived ${child.checkedInAt ? formatClockTime(child.checkedInAt, timeZone) : ''}`
    case 'checked_out':
      return `${child.firstName}: arrived ${child.checkedInAt ? formatClockTime(child.checkedInAt, timeZone) : ''}, collected by ${child.collectedBy} at ${child.checkedOutAt ? formatClockTime(child.checkedOutAt, timeZone) : ''}`
  }
}

/**
 * Each session held so far, with when the children arrived and who collected them; where the
 * provider recorded no one at a session, it says attendance was not taken rather than that the
 * children were not checked in.
 */
export function BookingAttendanceDetails({
  bookingId,
  timeZone,
}: {
  bookingId: string
  timeZone: string
}) {
  const [open, setOpen] = useState(false)
  const attendance = useBookingAttendance(bookingId, open)
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-primary">Attendance</summary>
      {attendance.isPending && open && <p className="text-muted-foreground">Loading...</p>}
      {attendance.isError && (
        <p role="alert" className="text-destructive">
          {failureMessage(attendance.error, 'Failed to load the attendance.')}
        </p>
      )}
      {attendance.data?.sessions.length === 0 && (
        <p className="text-muted-foreground">No session has been held yet.</p>
      )}
      {attendance.data && attendance.data.sessions.length > 0 && (
        <ol className="mt-2 grid gap-2">
          {attendance.data.sessions.map((session) => (
            <li key={session.sessionId}>
              <p className="font-medium">{sessionTimeLabel(session.startsAt, timeZone)}</p>
              {session.taken ? (
                <ul className="font-normal text-muted-foreground">
                  {session.children.map((child) => (
                    <li key={child.firstName}>{childLine(child, timeZone)}</li>
                  ))}
                </ul>
              ) : (
                <p className="font-normal text-muted-foreground">Attendance not taken</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </details>
  )
}
