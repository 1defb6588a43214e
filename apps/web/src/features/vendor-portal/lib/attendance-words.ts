import { type AttendanceFigures, attendanceTaken, type HeldAttendance } from '@afc/contracts'
import { pluralize } from './plural'

/**
 * 'Attendance 90% (9 of 10) · 1 absence · 1 late pickup': what a session or several came to,
 * naming absences and late pickups only when there were some. Where no child was checked in
 * or marked absent, attendance was not taken on the app: a rate of 0% would say no one came.
 */
export function attendanceWords(figures: AttendanceFigures): string {
  if (figures.expected === 0) return 'Attendance: no children booked'
  if (!attendanceTaken(figures)) {
    return `Attendance not taken (${pluralize(figures.expected, 'child', 'children')} expected)`
  }
  return [
    `Attendance ${figures.rate ?? 0}% (${figures.arrived} of ${figures.expected})`,
    figures.absent > 0 ? pluralize(figures.absent, 'absence') : null,
    figures.latePickups > 0 ? pluralize(figures.latePickups, 'late pickup') : null,
  ]
    .filter(Boolean)
    .join(' · ')
}

/**
 * '4 sessions held · Attendance 92% (…)', or 'No sessions held yet' before the first. Sessions
 * where attendance was not taken are left out of the figures, and the words say how many.
 */
export function heldAttendanceWords(attendance: HeldAttendance): string {
  if (attendance.held === 0) return 'No sessions held yet'
  const held = `${pluralize(attendance.held, 'session')} held`
  if (attendance.notTaken === 0) return `${held} · ${attendanceWords(attendance)}`
  if (attendance.expected === 0) return `${held} · Attendance not taken`
  return `${held} (attendance not taken at ${attendance.notTaken}) · ${attendanceWords(attendance)}`
}
