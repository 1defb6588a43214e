import { formatLocalDateTime } from '../lib/zoned-time.ts'
import type { TestAppWithMail } from './app.ts'
import { termRows } from './term-rows.ts'
import { buildTermWorld } from './terms-world.ts'

export const CHICAGO = 'America/Chicago'

/** 'YYYY-MM-DDTHH:MM' on Chicago's clock at `instant`: what the early-bird field takes. */
export const chicagoLocal = (instant: Date) =>
  formatLocalDateTime(instant.toISOString(), CHICAGO).replace(' ', 'T')

/**
 * The term world (two approved providers in Chicago and a parent, all signed in) with courses of
 * 10 places and the term rows;
 * requests go through the app as the owner unless another cookie (or none, '') is given.
 */
export async function buildPricingWorld(app: TestAppWithMail, suffix: string) {
  const world = await buildTermWorld(app, `pricing-${suffix}`)
  const course = (title: string, vendor = world.own) => world.course(title, vendor, 10)
  const terms = termRows(world.db)
  /** A course with one term and the parent's enrolment of Maya and Leo in it, as rows. */
  const enrolledTwo = async (title: string) => {
    const activityId = await course(title)
    const { termId, sessions } = await terms.term({ activityId, name: 'Spring', days: [9] })
    const { bookingId } = await terms.booking({
      kind: 'term',
      activityId,
      termId,
      session: sessions[0] ?? { id: '', startsAt: new Date() },
      customerId: world.parent.userId,
      kids: [
        { firstName: 'Maya', lastName: 'Lee' },
        { firstName: 'Leo', lastName: 'Lee' },
      ],
    })
    return { activityId, termId, bookingId }
  }
  return { ...world, course, terms, enrolledTwo }
}
