// What other modules may use of waiting lists: the line's rules as SQL, and queueing offers when
// places are freed.
export { inLine, positionInLine, shownStatus } from './line.ts'
export { queueWaitlistOffers, WAITLIST_OFFERS_JOB, waitlistJobs } from './waitlist-jobs.ts'
