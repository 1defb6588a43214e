import type { Database } from '../../db/client.ts'

/** The job that offers a session's free places to its line (defined by the waiting-list module). */
export const WAITLIST_OFFERS_JOB = 'waitlist-offers'

/** What queueing needs of the job queue: sending a job inside the caller's transaction. */
type JobSender = {
  send(name: string, data: object, options?: { db?: Database }): Promise<void>
}

/**
 * Queues the offering of these sessions' free places to their lines, in the transaction that
 * freed them: the job exists only if the places really were freed. Every path that frees places
 * calls it (a cancellation, a hold let go or run out, a raised capacity, an offer turned down);
 * a sweep once a minute catches anything else.
 */
export async function queueWaitlistOffers(options: {
  db: Database
  jobs: JobSender
  sessionIds: string[]
}) {
  for (const sessionId of new Set(options.sessionIds)) {
    await options.jobs.send(WAITLIST_OFFERS_JOB, { sessionId }, { db: options.db })
  }
}
