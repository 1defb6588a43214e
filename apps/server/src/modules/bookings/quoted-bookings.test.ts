import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { weekly } from '../../test/enrolment-world.ts'
import { buildQuoteWorld, shown } from './quote-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildQuoteWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildQuoteWorld(app, 'charged')
  await world.rules.siblings()
  await world.rules.earlyBird(16_000)
  await world.code({ kind: 'discount', code: 'SPRING', percent: 10 })
})
afterAll(async () => {
  await app?.close()
})

/** Pays for the booking and shows the ledger's payment is what it was quoted. */
async function paidAsQuoted(bookingId: string, quotedCents: number) {
  expect((await world.pay(bookingId)).statusCode).toBe(200)
  const ledger = await world.ledger(bookingId)
  expect(ledger.filter(([kind]) => kind === 'payment')).toEqual([['payment', quotedCents]])
  const mine = await app.inject({
    method: 'GET',
    url: `/api/bookings/${bookingId}`,
    headers: { cookie: world.parent.cookie },
  })
  expect(mine.json()).toMatchObject({
    status: 'confirmed',
    totalAmountCents: quotedCents,
    paidAmountCents: quotedCents,
  })
  return mine.json()
}

describe('a booking is charged what its quote says', () => {
  it('enrols two siblings with an extra, an early bird and a code, at the previewed lines', async () => {
    const { termId } = await world.term('Spring', weekly(10, 4))
    const care = await world.extra(termId, 'After care', 500)
    const [ada, ben] = await world.kids('Ada', 'Ben')
    const body = {
      childIds: [ada, ben],
      extras: [{ childId: ada, extraId: care }],
      code: ' spring ',
    }
    const preview = await world.quoteEnrolment(termId, body)
    expect(preview.statusCode).toBe(200)
    expect(preview.headers['cache-control']).toBe('no-store')
    // Ada: 180.00 + after care 4 × 5.00, early bird −20.00 → 180.00, the dearest so the 1st.
    // Ben: 180.00, early bird −20.00 → 160.00, 2nd child −16.00. Code: 10% of 324.00.
    expect(shown(preview.json().lines)).toEqual([
      ['Term price', 18_000],
      ['Term price', 18_000],
      ['After care', 2_000],
      ['Early-bird price', -2_000],
      ['Early-bird price', -2_000],
      ['Sibling discount (2nd child)', -1_600],
      ['Code SPRING', -3_240],
    ])
    expect(preview.json()).toMatchObject({ totalCents: 29_160, codeRefusal: null })
    expect(preview.json().lines[0]).toEqual({
      kind: 'base',
      label: 'Term price',
      amountCents: 18_000,
      childId: ada,
      firstName: 'Ada',
    })

    const enrolled = await world.enrol(termId, body)
    expect(enrolled.statusCode).toBe(201)
    const { booking } = enrolled.json()
    expect(booking.totalAmountCents).toBe(29_160)
    expect(booking.priceLines).toEqual(preview.json().lines)
    expect(booking.participants.map((p: { id: string }) => typeof p.id)).toEqual([
      'string',
      'string',
    ])
    expect((await world.storedLines(booking.id)).map((line) => line.amountCents)).toEqual(
      preview.json().lines.map((line: { amountCents: number }) => line.amountCents),
    )
    const mine = await paidAsQuoted(booking.id, 29_160)
    expect(mine.priceLines).toEqual(preview.json().lines)
  })

  it('charges a drop-in, a trial and a session on its own what their previews say', async () => {
    const { sessionIds } = await world.term('Summer drop-ins', weekly(12, 3), {
      dropInPriceCents: 4_000,
      trialPriceCents: 1_000,
    })
    const [cal, dee] = await world.kids('Cal', 'Dee')
    const single = await world.single(14)
    const cases = [
      {
        body: { sessionId: sessionIds[0], childIds: [cal, dee], kind: 'drop_in' },
        label: 'Drop-in',
      },
      { body: { sessionId: sessionIds[1], childIds: [cal], kind: 'trial' }, label: 'Trial class' },
      { body: { sessionId: single, childIds: [dee] }, label: 'Session' },
    ]
    for (const { body, label } of cases) {
      const preview = await world.quote(body)
      expect(preview.statusCode).toBe(200)
      expect(preview.json().lines[0]).toMatchObject({ kind: 'base', label })
      const booked = await world.book(body)
      expect(booked.statusCode).toBe(201)
      expect(booked.json().priceLines).toEqual(preview.json().lines)
      expect(booked.json().totalAmountCents).toBe(preview.json().totalCents)
      await paidAsQuoted(booked.json().id, preview.json().totalCents)
    }
  })

  it('ignores a price the client sends: the total is the server’s', async () => {
    const sessionId = await world.single(16)
    // A family with no other booking this season, so no discount applies.
    const eve = await world.child('Eve', birthDateAged(6), world.stranger.userId)
    const booked = await world.book(
      {
        sessionId,
        childIds: [eve],
        totalAmountCents: 1,
        priceCents: 1,
        lines: [{ kind: 'base', label: 'Cheap', amountCents: 1 }],
      },
      world.stranger.cookie,
    )
    expect(booked.statusCode).toBe(201)
    // The course's own price, $15.00, and nothing the body said.
    expect(booked.json().totalAmountCents).toBe(1_500)
    expect(shown(booked.json().priceLines)).toEqual([['Session', 1_500]])
  })

  it('previews for the family signed in only, with the booking’s own problems', async () => {
    const sessionId = await world.single(18)
    const [fay] = await world.kids('Fay')
    expect((await world.quote({ sessionId, childIds: [fay] }, null)).statusCode).toBe(401)
    const strangers = await world.quote({ sessionId, childIds: [fay] }, world.stranger.cookie)
    expect(strangers.statusCode).toBe(404)
    expect(strangers.json().detail).toBe('Child not found')
    const gone = await world.quote({
      sessionId: '00000000-0000-4000-8000-000000000000',
      childIds: [fay],
    })
    expect(gone.statusCode).toBe(404)
    const noTerm = await world.quoteEnrolment('00000000-0000-4000-8000-000000000000', {
      childIds: [fay],
    })
    expect(noTerm.statusCode).toBe(404)
    expect(noTerm.json().detail).toBe('This term is not available for enrolment.')
  })
})
