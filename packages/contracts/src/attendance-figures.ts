import { z } from 'zod'

/**
 * What attendance came to over one session or several held: children expected (a child counts
 * once per session booked), those who arrived, absences and late pickups.
 */
export const attendanceFiguresSchema = z.object({
  expected: z.number().int(),
  arrived: z.number().int(),
  absent: z.number().int(),
  latePickups: z.number().int(),
  /** Arrived over expected, a whole percent; null before anyone was expected. */
  rate: z.number().int().nullable(),
})
export type AttendanceFigures = z.infer<typeof attendanceFiguresSchema>

/**
 * Whether attendance was taken at a session: some child there stands checked in, checked out or
 * absent. Where none does (no one used Today, or every tap was undone), the figures say nothing
 * of who came, so totals leave the session out rather than count its children as missing.
 */
export const attendanceTaken = (session: Pick<AttendanceFigures, 'arrived' | 'absent'>) =>
  session.arrived + session.absent > 0

/** Attendance so far over the sessions held of a term, or of an activity's single sessions. */
export const heldAttendanceSchema = attendanceFiguresSchema.extend({
  /** Sessions begun and not cancelled; 0 before the first. */
  held: z.number().int(),
  /** Sessions held with children expected where attendance was not taken: left out of the figures. */
  notTaken: z.number().int(),
})
export type HeldAttendance = z.infer<typeof heldAttendanceSchema>
