// What the app registers of announcements: a provider's messages to the families booked with them.
export { announcementRoutes } from './routes.ts'
