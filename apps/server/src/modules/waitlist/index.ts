// What other modules may use of waiting lists: the line's rules as SQL. Queueing offers where
// places are freed belongs to bookings (`queueWaitlistOffers`), which frees them.
export { inLine, positionInLine, shownStatus } from './line.ts'
export { waitlistRoutes } from './routes.ts'
export { waitlistJobs } from './waitlist-jobs.ts'
