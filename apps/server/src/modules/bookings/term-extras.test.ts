import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { bookings, termExtras } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { birthDateAged, daysAfter, isoDay } from '../../test/calendar.ts'
import { databaseFingerprint } from '../../test/database-fingerprint.ts'
import { buildEnrolmentWorld } from '../../test/enrolment-world.ts'
import { checkoutIdOf, payForBooking, TEST_CARDS } from '../../test/pay.ts'
import { EXTRA_NOT_OFFERED, EXTRAS_FOR_CHOSEN, NO_TRIAL_EXTRAS } from './booking-extras.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildEnrolmentWorld>>
const weekly = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => from + 7 * index)

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildEnrolmentWorld(app, 'extras')
})
afterAll(async () => {
  await app?.close()
})

const extra = async (
  termId: string,
  values: { name: string; priceCents: number; pricePer: 'session' | 'booking'; places?: number },
) => {
  const [row] = await world.db
    .insert(termExtras)
    .values({ termId, ...values })
    .returning({ id: termExtras.id })
  return row?.id ?? ''
}
type Chosen = { childId: string; extraId: string }
const enrol = (termId: string, childIds: string[], extras: Chosen[], more: object = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/terms/${termId}/enrolments`,
    headers: { cookie: world.parent.cookie },
    payload: { childIds, extras, ...more },
  })
const book = (payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: world.parent.cookie },
    payload,
  })
const refused = async (request: () => ReturnType<typeof enrol>, status: number, detail: string) => {
  const before = await databaseFingerprint(world.db)
  const response = await request()
  expect(response.statusCode).toBe(status)
  expect(response.json().detail).toBe(detail)
  expect(await databaseFingerprint(world.db)).toEqual(before)
}
const extrasOf = (bookingId: string) =>
  queryRows<{ firstName: string; name: string; amountCents: number; unitPriceCents: number }>(
    world.db,
    sql`select p.first_name as "firstName", e.name, be.amount_cents as "amountCents",
        be.unit_price_cents as "unitPriceCents"
      from booking_extras be
      join booking_participants p on p.id = be.participant_id
      join term_extras e on e.id = be.extra_id
      where be.booking_id = ${bookingId} order by p.first_name, e.name`,
  )

describe("a term's extras, booked for each child", () => {
  it('adds each child’s extras to the enrolment, per session or once, to the cent', async () => {
    const { termId } = await world.term('Camp', weekly(3, 5), { priceCents: 20_001 })
    const care = await extra(termId, { name: 'After care', priceCents: 1_255, pricePer: 'session' })
    const kit = await extra(termId, { name: 'Kit', priceCents: 999, pricePer: 'booking' })
    const ada = await world.child('Ada', birthDateAged(6))
    const ben = await world.child('Ben', birthDateAged(7))
    const answer = await enrol(
      termId,
      [ada, ben],
      [
        { childId: ada, extraId: care },
        { childId: ada, extraId: kit },
        { childId: ben, extraId: kit },
      ],
      // Whatever price the family sends is never read.
      { priceCents: 1, totalAmountCents: 1 },
    )
    expect(answer.statusCode).toBe(201)
    // Two children at $200.01, after care 5 x $12.55 for Ada, a $9.99 kit each.
    expect(answer.json().booking.totalAmountCents).toBe(2 * 20_001 + 5 * 1_255 + 2 * 999)
    expect(await extrasOf(answer.json().booking.id)).toEqual([
      { firstName: 'Ada', name: 'After care', amountCents: 6_275, unitPriceCents: 1_255 },
      { firstName: 'Ada', name: 'Kit', amountCents: 999, unitPriceCents: 999 },
      { firstName: 'Ben', name: 'Kit', amountCents: 999, unitPriceCents: 999 },
    ])
  })

  it('prices a late joiner’s per-session extras for the sessions left only', async () => {
    // 3 of 5 sessions left of $100.05: 6003 cents; after care 3 x $4.50.
    const { termId } = await world.term('Late', weekly(-13, 5), {
      priceCents: 10_005,
      lateJoining: 'until_date',
      lateJoinUntil: isoDay(daysAfter(new Date(), 30)),
    })
    const care = await extra(termId, { name: 'After care', priceCents: 450, pricePer: 'session' })
    const kit = await extra(termId, { name: 'Kit', priceCents: 1_000, pricePer: 'booking' })
    const cleo = await world.child('Cleo', birthDateAged(6))
    const answer = await enrol(
      termId,
      [cleo],
      [
        { childId: cleo, extraId: care },
        { childId: cleo, extraId: kit },
      ],
    )
    expect(answer.statusCode).toBe(201)
    expect(answer.json()).toMatchObject({
      sessionsCovered: 3,
      booking: { totalAmountCents: 6_003 + 3 * 450 + 1_000 },
    })
  })

  it('refuses an extra with no places left in a covered session, and changes nothing', async () => {
    const { termId, sessionIds } = await world.term('Full', weekly(4, 3), {
      dropInPriceCents: 2_000,
    })
    const care = await extra(termId, {
      name: 'After care',
      priceCents: 500,
      pricePer: 'session',
      places: 1,
    })
    const dana = await world.child('Dana', birthDateAged(6))
    const eli = await world.child('Eli', birthDateAged(6))
    // A drop-in to the last session takes its one after-care place.
    const dropIn = await book({
      sessionId: sessionIds[2],
      childIds: [dana],
      kind: 'drop_in',
      extras: [{ childId: dana, extraId: care }],
    })
    expect(dropIn.statusCode).toBe(201)
    expect(dropIn.json().totalAmountCents).toBe(2_500)
    await refused(
      () => enrol(termId, [eli], [{ childId: eli, extraId: care }]),
      409,
      'After care is full.',
    )
    // Without the extra the term still has room.
    expect((await enrol(termId, [eli], [])).statusCode).toBe(201)
  })

  it('refuses an extra of another term, one for a child not booked, and extras with a trial', async () => {
    const { termId, sessionIds } = await world.term('Mine', weekly(5, 2), {
      trialPriceCents: 700,
      dropInPriceCents: 1_800,
    })
    const other = await world.term('Other', weekly(6, 2))
    const theirs = await extra(other.termId, {
      name: 'Lunch',
      priceCents: 300,
      pricePer: 'session',
    })
    const lunch = await extra(termId, { name: 'Lunch', priceCents: 300, pricePer: 'session' })
    const finn = await world.child('Finn', birthDateAged(6))
    const gus = await world.child('Gus', birthDateAged(6))
    await refused(
      () => enrol(termId, [finn], [{ childId: finn, extraId: theirs }]),
      422,
      EXTRA_NOT_OFFERED,
    )
    await refused(
      () =>
        book({
          sessionId: sessionIds[0],
          childIds: [finn],
          kind: 'drop_in',
          extras: [{ childId: finn, extraId: theirs }],
        }),
      422,
      EXTRA_NOT_OFFERED,
    )
    await refused(
      () =>
        book({
          sessionId: sessionIds[0],
          childIds: [finn],
          kind: 'drop_in',
          extras: [{ childId: gus, extraId: lunch }],
        }),
      422,
      EXTRAS_FOR_CHOSEN,
    )
    await refused(
      () =>
        book({
          sessionId: sessionIds[0],
          childIds: [finn],
          kind: 'trial',
          extras: [{ childId: finn, extraId: lunch }],
        }),
      422,
      NO_TRIAL_EXTRAS,
    )
  })

  it('books a camp day with its extras as a drop-in, a child’s extras priced once', async () => {
    const { termId, sessionIds } = await world.term('Summer camp', [8, 9, 10], {
      isCamp: true,
      dropInPriceCents: 4_500,
    })
    const care = await extra(termId, { name: 'After care', priceCents: 1_250, pricePer: 'session' })
    const shirt = await extra(termId, { name: 'T-shirt', priceCents: 1_500, pricePer: 'booking' })
    const hana = await world.child('Hana', birthDateAged(7))
    const ivo = await world.child('Ivo', birthDateAged(7))
    const answer = await book({
      sessionId: sessionIds[1],
      childIds: [hana, ivo],
      kind: 'drop_in',
      extras: [
        { childId: hana, extraId: care },
        { childId: hana, extraId: shirt },
        { childId: ivo, extraId: care },
      ],
      priceCents: 1,
    })
    expect(answer.statusCode).toBe(201)
    expect(answer.json().totalAmountCents).toBe(2 * 4_500 + 2 * 1_250 + 1_500)
    expect(answer.json().extras).toEqual([
      { name: 'After care', firstName: 'Hana', pricePer: 'session', amountCents: 1_250 },
      { name: 'T-shirt', firstName: 'Hana', pricePer: 'booking', amountCents: 1_500 },
      { name: 'After care', firstName: 'Ivo', pricePer: 'session', amountCents: 1_250 },
    ])
    expect(await extrasOf(answer.json().id)).toEqual([
      { firstName: 'Hana', name: 'After care', amountCents: 1_250, unitPriceCents: 1_250 },
      { firstName: 'Hana', name: 'T-shirt', amountCents: 1_500, unitPriceCents: 1_500 },
      { firstName: 'Ivo', name: 'After care', amountCents: 1_250, unitPriceCents: 1_250 },
    ])
  })

  it('refunds a late payment when its extra filled up while the hold had run out', async () => {
    const { termId, sessionIds } = await world.term('Late pay', [6, 7], {
      dropInPriceCents: 3_000,
    })
    const care = await extra(termId, {
      name: 'Early drop-off',
      priceCents: 400,
      pricePer: 'session',
      places: 1,
    })
    const jo = await world.child('Jo', birthDateAged(6))
    const kai = await world.child('Kai', birthDateAged(6))
    const late = await book({
      sessionId: sessionIds[0],
      childIds: [jo],
      kind: 'drop_in',
      extras: [{ childId: jo, extraId: care }],
    })
    const lateId = late.json().id
    const checkout = await app.inject({
      method: 'POST',
      url: `/api/bookings/${lateId}/checkout`,
      headers: { cookie: world.parent.cookie },
    })
    await world.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, lateId))
    // Kai takes the one early drop-off place the lapsed hold gave up.
    const other = await book({
      sessionId: sessionIds[0],
      childIds: [kai],
      kind: 'drop_in',
      extras: [{ childId: kai, extraId: care }],
    })
    expect(other.statusCode).toBe(201)
    await payForBooking(app, { bookingId: other.json().id, cookie: world.parent.cookie })
    await app.inject({
      method: 'POST',
      url: `/api/payments/test-checkout/${checkoutIdOf(checkout.json().url)}`,
      payload: { cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' },
    })
    await app.jobs.runQueued()
    const after = await app.inject({
      method: 'GET',
      url: `/api/bookings/${lateId}`,
      headers: { cookie: world.parent.cookie },
    })
    expect(after.json()).toMatchObject({ status: 'expired', paymentStatus: 'refunded' })
  })

  it('gives a retry with the same key and extras its booking back, and refuses the key with other extras', async () => {
    const { termId, sessionIds } = await world.term('Retry', [9, 16], { dropInPriceCents: 1_000 })
    const lunch = await extra(termId, { name: 'Lunch', priceCents: 350, pricePer: 'session' })
    const kit = await extra(termId, { name: 'Kit', priceCents: 800, pricePer: 'booking' })
    const lev = await world.child('Lev', birthDateAged(6))
    const send = (extraId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { cookie: world.parent.cookie, 'idempotency-key': `retry-extras-${termId}` },
        payload: {
          sessionId: sessionIds[0],
          childIds: [lev],
          kind: 'drop_in',
          extras: [{ childId: lev, extraId }],
        },
      })
    const first = await send(lunch)
    expect(first.statusCode).toBe(201)
    const again = await send(lunch)
    expect(again.json().id).toBe(first.json().id)
    const other = await send(kit)
    expect(other.statusCode).toBe(422)
  })
})
