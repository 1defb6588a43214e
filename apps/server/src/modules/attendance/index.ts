// What other modules may use of attendance: its routes, registered by the app, and the figures
// of sessions held that Schedules lists beside the sessions and terms.
export { attendanceOfSessions, heldAttendance } from './attendance-tally.ts'
export { familyAttendanceRoutes } from './parent-routes.ts'
export { attendanceRoutes } from './routes.ts'
