// The scheduled reminder jobs, registered by the app like a module's routes.
export { reminderJobs } from './reminder-jobs.ts'
