import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { placesTaken, seatsIn, WAITLIST_OFFERS_JOB } from '../bookings/index.ts'
import type { OfferContext } from './line-steps.ts'
import { offerFreedPlaces } from './offer-service.ts'

export const WAITLIST_SWEEP_JOB = 'waitlist-sweep'

/**
 * The sessions whose line has work: an offer that ended, or families waiting while places are
 * free (a hold ran out, a refund, anything no request queued offers for) or the session is over.
 */
export async function sessionsNeedingOffers(db: Database, now = new Date()) {
  const moment = sql`${now.toISOString()}::timestamptz`
  const rows = await queryRows<{ sessionId: string }>(
    db,
    sql`select distinct w.schedule_id as "sessionId"
      from waitlist_entries w
      left join bookings ob on ob.id = w.booking_id
      join activity_schedules s on s.id = w.schedule_id
      join activities a on a.id = s.activity_id
      where (w.status = 'offered' and not (ob.status = 'pending' and ob.hold_expires_at > ${moment}))
        or (w.status = 'waiting' and (s.is_cancelled or s.starts_at <= ${moment}
          or ${seatsIn('s', 'a')} is null or ${seatsIn('s', 'a')} > ${placesTaken('s', now)}))`,
  )
  return rows.map((row) => row.sessionId)
}

/**
 * Offers are made by a job per session, queued where places are freed, and by a sweep once a
 * minute that catches the rest. Neither decides who may book: while a family waits, freed places
 * are shown to nobody, so a late job only delays an offer.
 */
export async function waitlistJobs(app: FastifyInstance) {
  const context = (): OfferContext => ({
    db: app.database.db,
    ...app.notices,
    offerHours: app.config.waitlist.offerHours,
    cutoffHours: app.config.waitlist.cutoffHours,
  })
  app.jobs.define<{ sessionId: string }>({
    name: WAITLIST_OFFERS_JOB,
    retryLimit: 5,
    run: async ({ data }) => {
      await offerFreedPlaces({ ...context(), sessionId: data.sessionId })
    },
  })
  app.jobs.define({
    name: WAITLIST_SWEEP_JOB,
    schedule: '* * * * *',
    retryLimit: 0,
    run: async () => {
      for (const sessionId of await sessionsNeedingOffers(app.database.db)) {
        await offerFreedPlaces({ ...context(), sessionId })
      }
    },
  })
}
