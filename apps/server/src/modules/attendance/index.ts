// What other modules may use of attendance: its routes, registered by the app.
export { familyAttendanceRoutes } from './parent-routes.ts'
export { attendanceRoutes } from './routes.ts'
