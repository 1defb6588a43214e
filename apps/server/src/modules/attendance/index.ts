// What other modules may use of attendance: its routes, registered by the app, and the key
// rotation of its pickup codes.
export { familyAttendanceRoutes } from './parent-routes.ts'
export { resealPickupCodes } from './pickup-code-keys.ts'
export { attendanceRoutes } from './routes.ts'
