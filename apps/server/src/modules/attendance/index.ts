// What other modules may use of attendance: its routes, registered by the app, the figures of
// sessions held that Schedules lists beside the sessions and terms, and the key rotation of its
// pickup codes.
export { attendanceOfSessions, heldAttendance } from './attendance-tally.ts'
export { familyAttendanceRoutes } from './parent-routes.ts'
export { SEALED_PICKUP_CODES } from './pickup-code-keys.ts'
export { attendanceRoutes } from './routes.ts'
