import { createSignedInUser } from '../../test/accounts.ts'
import type { TestAppWithMail } from '../../test/app.ts'
import { buildBookingWorld, DAY } from '../../test/booking-world.ts'

const birth = (age: number) => `${new Date().getUTCFullYear() - age}-01-15`

/**
 * A full session (capacity 3: two places to one family, one to another) of a paid 5-8 class
 * starting in `days`, and a way to make more families with children of the right age.
 */
export async function fullSessionWorld(
  app: TestAppWithMail,
  label: string,
  options: { days?: number; priceCents?: number } = {},
) {
  const world = await buildBookingWorld(app, label, { priceCents: options.priceCents ?? 1250 })
  const sessionId = await world.session(new Date(Date.now() + (options.days ?? 10) * DAY))
  let made = 0
  const family = async (kids: number) => {
    made += 1
    const parent = await createSignedInUser(app, { email: `${label}-family-${made}@example.com` })
    const childIds: string[] = []
    for (let index = 0; index < kids; index += 1) {
      childIds.push(
        await world.child(`Kid${made}${String.fromCharCode(65 + index)}`, birth(6), parent.userId),
      )
    }
    return { ...parent, childIds }
  }
  const holders = [await family(2), await family(1)]
  for (const holder of holders) {
    const payload = { sessionId, childIds: holder.childIds }
    const booked =
      options.priceCents === 0
        ? await world.book(payload, holder.cookie)
        : await world.bookAndPay(payload, holder.cookie)
    if (booked.statusCode >= 300) throw new Error(`could not fill the session: ${booked.body}`)
  }
  const inject = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) =>
    app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })
  const join = (who: { cookie: string; childIds: string[] }, childIds = who.childIds) =>
    inject('POST', '/api/waitlist', who.cookie, { sessionId, childIds })
  const bookingsOf = async (who: { cookie: string }) =>
    (await inject('GET', '/api/bookings', who.cookie)).json().items as {
      id: string
      status: string
    }[]
  const cancel = async (who: { cookie: string }) => {
    const [booking] = await bookingsOf(who)
    return inject('POST', `/api/bookings/${booking?.id}/cancel`, who.cookie)
  }
  const entries = async (who: { cookie: string }) =>
    (await inject('GET', '/api/waitlist', who.cookie)).json().items as {
      id: string
      status: string
      position: number | null
      offer: { bookingId: string; expiresAt: string } | null
    }[]
  return { ...world, sessionId, family, holders, inject, join, cancel, entries, bookingsOf }
}
