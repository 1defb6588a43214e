import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY } from '../../test/booking-world.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { refusedUnchanged } from '../../test/database-fingerprint.ts'
import { weekly } from '../../test/enrolment-world.ts'
import { createManyParents } from '../../test/many-parents.ts'
import { EARNINGS_COLUMNS, type EarningsRow, earningsOf } from '../payments/ledger/index.ts'
import { buildQuoteWorld, shown } from './quote-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildQuoteWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildQuoteWorld(app, 'codes')
})
afterAll(async () => {
  await app?.close()
})

const usesOf = async (codeId: string) => {
  const [row] = await queryRows<{ uses: number }>(
    world.db,
    sql`select count(*)::int as uses from promo_code_uses where code_id = ${codeId}`,
  )
  return Number(row?.uses ?? 0)
}

/** The provider's earnings from one booking's ledger rows, as payouts sum them. */
const earningsFrom = async (bookingId: string) => {
  const [row] = await queryRows<EarningsRow>(
    world.db,
    sql`select ${EARNINGS_COLUMNS} from ledger_entries l where l.booking_id = ${bookingId}`,
  )
  return earningsOf(row)
}

describe('a code at booking', () => {
  it('refuses the whole booking with the code’s sentence, holding nothing', async () => {
    const { termId } = await world.term('Used up', weekly(10, 2))
    const codeId = await world.code({ kind: 'discount', code: 'GONE', cents: 500, totalUses: 1 })
    const [ada] = await world.kids('Ada')
    const first = await world.enrol(termId, { childIds: [ada], code: 'gone' })
    expect(first.statusCode).toBe(201)
    const [ben] = await world.kids('Ben')
    await refusedUnchanged({
      db: world.db,
      request: () => world.enrol(termId, { childIds: [ben], code: 'GONE' }),
      status: 409,
      detail: 'The code GONE has been used up.',
    })
    await refusedUnchanged({
      db: world.db,
      request: () => world.enrol(termId, { childIds: [ben], code: 'NOSUCH' }),
      status: 409,
      detail: 'There is no code NOSUCH.',
    })
    expect(await usesOf(codeId)).toBe(1)
  })

  it('is left out of a preview, which says why', async () => {
    const { termId } = await world.term('Preview', weekly(10, 2))
    await world.code({ kind: 'discount', code: 'LATER', cents: 500, startsOn: '2999-01-01' })
    const [cal] = await world.kids('Cal')
    const preview = await world.quoteEnrolment(termId, { childIds: [cal], code: 'later' })
    expect(preview.statusCode).toBe(200)
    expect(preview.json().codeRefusal).toBe('The code LATER can be used from January 1, 2999.')
    expect(shown(preview.json().lines)).toEqual([['Term price', 18_000]])
    expect(preview.json().totalCents).toBe(18_000)
  })

  it('confirms a scholarship place at once, with nothing to pay, and counts its use', async () => {
    const { termId } = await world.term('Scholarships', weekly(10, 2))
    const codeId = await world.code({
      kind: 'scholarship',
      code: 'PLACE',
      percent: 100,
      totalUses: 2,
    })
    const dee = await world.child('Dee', birthDateAged(6), world.stranger.userId)
    const enrolled = await world.enrol(
      termId,
      { childIds: [dee], code: 'place' },
      world.stranger.cookie,
    )
    expect(enrolled.statusCode).toBe(201)
    const { booking } = enrolled.json()
    expect(booking).toMatchObject({
      status: 'confirmed',
      totalAmountCents: 0,
      paymentStatus: 'none',
      holdExpiresAt: null,
    })
    expect(shown(booking.priceLines)).toEqual([
      ['Term price', 18_000],
      ['Scholarship place (PLACE)', -18_000],
    ])
    expect(await usesOf(codeId)).toBe(1)
    // A provider's own code costs the platform nothing.
    expect(await world.ledger(booking.id)).toEqual([])

    // The platform's scholarship place: confirmed at once, its cost the provider's at once.
    await world.code({
      vendorId: null,
      kind: 'scholarship',
      code: 'CITYKIDS',
      percent: 100,
      totalUses: 5,
    })
    const gus = await world.child('Gus', birthDateAged(6), world.stranger.userId)
    const funded = await world.enrol(
      termId,
      { childIds: [gus], code: 'citykids' },
      world.stranger.cookie,
    )
    expect(funded.json().booking).toMatchObject({ status: 'confirmed', totalAmountCents: 0 })
    expect(await world.ledger(funded.json().booking.id)).toEqual([['platform_code', 18_000]])
  })

  it('records a platform code’s cost for the provider once paid, and gives it back on a cancellation', async () => {
    const { termId } = await world.term('Platform', weekly(10, 2))
    await world.code({ vendorId: null, kind: 'discount', code: 'CITY20', percent: 20 })
    const [eve, fay] = await world.kids('Eve', 'Fay')
    const plain = await world.enrol(termId, { childIds: [fay] })
    const withCode = await world.enrol(termId, { childIds: [eve], code: 'city20' })
    expect(withCode.json().booking.totalAmountCents).toBe(14_400)
    const plainId = plain.json().booking.id
    const codeBookingId = withCode.json().booking.id
    expect(await world.ledger(codeBookingId)).toEqual([])
    await world.pay(plainId)
    await world.pay(codeBookingId)
    const ledger = await world.ledger(codeBookingId)
    expect(ledger.filter(([kind]) => kind !== 'platform_fee')).toEqual([
      ['payment', 14_400],
      ['platform_code', 3_600],
    ])
    // The provider earns on the price before the platform's code, its fee on what was paid.
    const [withoutCode, discounted] = [
      await earningsFrom(plainId),
      await earningsFrom(codeBookingId),
    ]
    expect(discounted.grossCents).toBe(withoutCode.grossCents)
    expect(discounted.netCents).toBe(discounted.grossCents - discounted.feeCents)

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/bookings/${codeBookingId}/cancel`,
      headers: { cookie: world.parent.cookie },
    })
    expect(cancelled.statusCode).toBe(200)
    expect((await world.ledger(codeBookingId)).map(([kind]) => kind)).toContain(
      'platform_code_refund',
    )
    const after = await earningsFrom(codeBookingId)
    expect(after).toMatchObject({ grossCents: 18_000, refundedCents: 18_000, netCents: 0 })
  })
})

describe('the platform’s code on a partial refund', () => {
  it('gives back the platform’s share of its code in proportion to what the family gets back', async () => {
    // Three sessions, the first a day away: a withdrawal gives back the two after it.
    const { termId } = await world.term('Platform share', [1, 4, 11])
    await world.code({ vendorId: null, kind: 'discount', code: 'SHARE20', percent: 20 })
    const [gus] = await world.kids('Gus')
    const enrolled = await world.enrol(termId, { childIds: [gus], code: 'SHARE20' })
    const bookingId = enrolled.json().booking.id
    expect(enrolled.json().booking.totalAmountCents).toBe(14_400)
    await world.pay(bookingId)

    const withdrawn = await app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: { cookie: world.parent.cookie },
    })
    expect(withdrawn.statusCode).toBe(200)
    const ledger = await world.ledger(bookingId)
    // Two thirds of what was paid, and two thirds of the platform's 36.00.
    expect(ledger.filter(([kind]) => kind === 'refund')).toEqual([['refund', 9_600]])
    expect(ledger.filter(([kind]) => kind.startsWith('platform_code'))).toEqual([
      ['platform_code', 3_600],
      ['platform_code_refund', 2_400],
    ])
    // The provider keeps a third of the price, as it would have without the code.
    expect(await earningsFrom(bookingId)).toMatchObject({
      grossCents: 18_000,
      refundedCents: 12_000,
    })
  })
})

describe('the race for a code’s last uses', () => {
  it('gives 3 uses left to exactly 3 of 20 families booking at once', async () => {
    const activityId = await catalogRows(world.db).activity({
      vendor: world.vendor,
      title: 'Crowded class',
      capacity: 30,
      priceCents: 2_000,
      sessions: [new Date(Date.now() + 9 * DAY)],
    })
    const [session] = await queryRows<{ id: string }>(
      world.db,
      sql`select id from activity_schedules where activity_id = ${activityId}`,
    )
    const sessionId = session?.id ?? ''
    const codeId = await world.code({ kind: 'discount', code: 'LAST3', percent: 50, totalUses: 3 })
    const families = await createManyParents(app, {
      count: 20,
      label: 'code-race',
      childBirthDate: birthDateAged(6),
    })
    const answers = await Promise.all(
      families.map((family) =>
        world.book({ sessionId, childIds: [family.childId], code: 'LAST3' }, family.cookie),
      ),
    )
    const won = answers.filter((answer) => answer.statusCode === 201)
    expect(won).toHaveLength(3)
    for (const answer of won) expect(answer.json().totalAmountCents).toBe(1_000)
    const lost = answers.filter((answer) => answer.statusCode !== 201)
    expect(lost.map((answer) => [answer.statusCode, answer.json().detail])).toEqual(
      Array.from({ length: 17 }, () => [409, 'The code LAST3 has been used up.']),
    )
    expect(await usesOf(codeId)).toBe(3)
    const [held] = await queryRows<{ bookings: number }>(
      world.db,
      sql`select count(*)::int as bookings from bookings where schedule_id = ${sessionId}`,
    )
    expect(Number(held?.bookings)).toBe(3)
  })
})
