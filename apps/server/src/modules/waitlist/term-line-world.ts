import { sql } from 'drizzle-orm'
import { queryRows } from '../../db/query-rows.ts'
import { children } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import type { TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { payForBooking } from '../../test/pay.ts'
import { termRows } from '../../test/term-rows.ts'

const birth = (age: number) => `${new Date().getUTCFullYear() - age}-01-15`

/**
 * A provider in Chicago taking card payments, with a 5-8 course whose term of four weekly
 * sessions from ten days ahead seats two children at $180 (or `priceCents`); families made on demand, signed in,
 * with children of the right age, who enrol and pay through the app.
 */
export async function buildTermLineWorld(
  app: TestAppWithMail,
  label: string,
  options: { priceCents?: number } = {},
) {
  const db = app.database.db
  const catalog = catalogRows(db)
  const vendor = await catalog.vendor({ name: `Clay Club ${label}`, timeZone: 'America/Chicago' })
  const activityId = await catalog.activity({
    vendor,
    title: `Clay Course ${label}`,
    type: 'course',
    minAge: 5,
    maxAge: 8,
    capacity: 8,
  })
  const term = await termRows(db).term({
    activityId,
    name: 'Spring',
    days: [10, 17, 24, 31],
    capacity: 2,
    priceCents: options.priceCents ?? 18_000,
  })
  let made = 0
  const family = async (kids = 1) => {
    made += 1
    const parent = await createSignedInUser(app, { email: `${label}-family-${made}@line.example` })
    const childIds: string[] = []
    for (let index = 0; index < kids; index += 1) {
      const [row] = await db
        .insert(children)
        .values({
          parentId: parent.userId,
          firstName: `Kid${made}${String.fromCharCode(65 + index)}`,
          lastName: 'Potter',
          birthDate: birth(6),
        })
        .returning({ id: children.id })
      childIds.push(row?.id ?? '')
    }
    return { ...parent, childIds }
  }
  type Family = Awaited<ReturnType<typeof family>>
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Family, payload?: object) =>
    app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload ? { payload } : {}),
    })
  const enrol = (who: Family) =>
    send('POST', `/api/terms/${term.termId}/enrolments`, who, { childIds: who.childIds })
  /** Enrols and pays with the test card (a free term needs no paying); returns the enrolment's id. */
  const enrolAndPay = async (who: Family) => {
    const enrolled = await enrol(who)
    if (enrolled.statusCode !== 201) throw new Error(`could not enrol: ${enrolled.body}`)
    const bookingId = enrolled.json().booking.id as string
    if (options.priceCents !== 0) await payForBooking(app, { bookingId, cookie: who.cookie })
    return bookingId
  }
  const join = (who: Family, childIds = who.childIds) =>
    send('POST', `/api/terms/${term.termId}/waitlist`, who, { childIds })
  const entries = async (who: Family) =>
    (await send('GET', '/api/waitlist', who)).json().items as {
      id: string
      status: string
      position: number | null
      term: { id: string; name: string } | null
      session: { id: string }
      offer: { bookingId: string; expiresAt: string; totalAmountCents: number } | null
    }[]
  /** The places taken in each of the term's sessions, by the rule every check reads. */
  const placesIn = async () => {
    const rows = await queryRows<{ taken: number }>(
      db,
      sql`select session_places_taken(s) as taken from activity_schedules s
        where s.term_id = ${term.termId} order by s.starts_at`,
    )
    return rows.map((row) => Number(row.taken))
  }
  const publicPlacesLeft = async () => {
    const page = await send('GET', `/api/activities/${activityId}`)
    return page.json().terms.map((t: { placesLeft: number | null }) => t.placesLeft)
  }
  return {
    db,
    activityId,
    ...term,
    family,
    send,
    enrol,
    enrolAndPay,
    join,
    entries,
    placesIn,
    publicPlacesLeft,
  }
}
