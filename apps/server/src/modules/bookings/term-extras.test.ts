import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { birthDateAged, daysAfter, isoDay } from '../../test/calendar.ts'
import { buildEnrolmentWorld, weekly } from '../../test/enrolment-world.ts'
import { extrasHelpers } from '../../test/extras-world.ts'
import { EXTRA_NOT_OFFERED, EXTRAS_FOR_CHOSEN, NO_TRIAL_EXTRAS } from './booking-extras.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildEnrolmentWorld>>
let helpers: ReturnType<typeof extrasHelpers>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildEnrolmentWorld(app, 'extras')
  helpers = extrasHelpers(app, world)
})
afterAll(async () => {
  await app?.close()
})

describe("a term's extras, booked for each child", () => {
  it('adds each child’s extras to the enrolment, per session or once, to the cent', async () => {
    const { termId } = await world.term('Camp', weekly(3, 5), { priceCents: 20_001 })
    const care = await helpers.extra(termId, {
      name: 'After care',
      priceCents: 1_255,
      pricePer: 'session',
    })
    const kit = await helpers.extra(termId, { name: 'Kit', priceCents: 999, pricePer: 'booking' })
    const ada = await world.child('Ada', birthDateAged(6))
    const ben = await world.child('Ben', birthDateAged(7))
    const answer = await helpers.enrol(
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
    expect(await helpers.extrasOf(answer.json().booking.id)).toEqual([
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
    const care = await helpers.extra(termId, {
      name: 'After care',
      priceCents: 450,
      pricePer: 'session',
    })
    const kit = await helpers.extra(termId, { name: 'Kit', priceCents: 1_000, pricePer: 'booking' })
    const cleo = await world.child('Cleo', birthDateAged(6))
    const answer = await helpers.enrol(
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
    const care = await helpers.extra(termId, {
      name: 'After care',
      priceCents: 500,
      pricePer: 'session',
      places: 1,
    })
    const dana = await world.child('Dana', birthDateAged(6))
    const eli = await world.child('Eli', birthDateAged(6))
    // A drop-in to the last session takes its one after-care place.
    const dropIn = await helpers.book({
      sessionId: sessionIds[2],
      childIds: [dana],
      kind: 'drop_in',
      extras: [{ childId: dana, extraId: care }],
    })
    expect(dropIn.statusCode).toBe(201)
    expect(dropIn.json().totalAmountCents).toBe(2_500)
    await helpers.refused(
      () => helpers.enrol(termId, [eli], [{ childId: eli, extraId: care }]),
      409,
      'After care is full.',
    )
    // Without the extra the term still has room.
    expect((await helpers.enrol(termId, [eli], [])).statusCode).toBe(201)
  })

  it('refuses an extra of another term, one for a child not booked, and extras with a trial', async () => {
    const { termId, sessionIds } = await world.term('Mine', weekly(5, 2), {
      trialPriceCents: 700,
      dropInPriceCents: 1_800,
    })
    const other = await world.term('Other', weekly(6, 2))
    const theirs = await helpers.extra(other.termId, {
      name: 'Lunch',
      priceCents: 300,
      pricePer: 'session',
    })
    const lunch = await helpers.extra(termId, {
      name: 'Lunch',
      priceCents: 300,
      pricePer: 'session',
    })
    const finn = await world.child('Finn', birthDateAged(6))
    const gus = await world.child('Gus', birthDateAged(6))
    await helpers.refused(
      () => helpers.enrol(termId, [finn], [{ childId: finn, extraId: theirs }]),
      422,
      EXTRA_NOT_OFFERED,
    )
    await helpers.refused(
      () =>
        helpers.book({
          sessionId: sessionIds[0],
          childIds: [finn],
          kind: 'drop_in',
          extras: [{ childId: finn, extraId: theirs }],
        }),
      422,
      EXTRA_NOT_OFFERED,
    )
    await helpers.refused(
      () =>
        helpers.book({
          sessionId: sessionIds[0],
          childIds: [finn],
          kind: 'drop_in',
          extras: [{ childId: gus, extraId: lunch }],
        }),
      422,
      EXTRAS_FOR_CHOSEN,
    )
    await helpers.refused(
      () =>
        helpers.book({
          sessionId: sessionIds[0],
          childIds: [finn],
          kind: 'trial',
          extras: [{ childId: finn, extraId: lunch }],
        }),
      422,
      NO_TRIAL_EXTRAS,
    )
  })
})
