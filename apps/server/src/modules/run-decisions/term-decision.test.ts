import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY } from '../../test/booking-world.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { termRows } from '../../test/term-rows.ts'
import { listPublicTerms } from '../terms/index.ts'
import { buildDecisionWorld } from './decision-world.ts'

let app: TestAppWithMail

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

/** The term as the public sees it (its page answers the same rows). */
const publicTerm = async (activityId: string, termId: string) => {
  const listed = await listPublicTerms({ db: app.database.db, activityId })
  return listed.find((term) => term.id === termId)
}

describe('the scheduled decision on a term with a minimum', () => {
  it('runs a term that reached its minimum: "It\'s on" to each family, the count to the provider', async () => {
    const world = await buildDecisionWorld(app, 'reached')
    const { termId } = await world.term('Spring', [5, 12], { minPlaces: 2 })
    const ada = await world.family('ada', [6])
    const ben = await world.family('ben', [7])
    const cat = await world.family('cat', [6])
    const adas = await world.pay(
      await world.enrolled(termId, ada.kids, { cookie: ada.cookie }),
      ada.cookie,
    )
    const bens = await world.pay(
      await world.enrolled(termId, ben.kids, { cookie: ben.cookie }),
      ben.cookie,
    )
    const held = await world.enrolled(termId, cat.kids, { cookie: cat.cookie })
    expect((await publicTerm(world.activityId, termId))?.placesToRun).toBe(0)

    // Before its decision time the job leaves it alone.
    await world.runJob()
    expect(await world.recordOf(termId)).toEqual([])

    await world.dueNow(termId)
    await world.runJob()
    expect(await world.recordOf(termId)).toEqual([
      {
        decision: 'runs',
        decidedBy: 'schedule',
        actorId: null,
        actorEmail: null,
        minPlaces: 2,
        confirmedPlaces: 2,
      },
    ])
    for (const [booking, who] of [
      [adas, ada],
      [bens, ben],
    ] as const) {
      const mail = await world.mailKeyed(`run-on:${termId}:${booking}`)
      expect(mail).toMatchObject({
        to: who.email,
        subject: "It's on: Clay Course reached — Spring",
      })
    }
    expect(await world.mailKeyed(`run-on:${termId}:${held}`)).toBeUndefined()
    expect((await world.mailKeyed(`run-on:${termId}:provider`))?.subject).toBe(
      'Clay Course reached — Spring runs: 2 of 2 minimum',
    )
    // The hold still being paid for carries on; the public term no longer counts towards a minimum.
    expect(await world.bookingRow(held)).toMatchObject({ status: 'pending' })
    expect(await publicTerm(world.activityId, termId)).toMatchObject({
      placesToRun: null,
      canEnrol: true,
    })

    const keys = await world.outboxKeys()
    await world.runJob()
    expect(await world.outboxKeys()).toEqual(keys)
    expect(await world.recordOf(termId)).toHaveLength(1)
  })

  it('cancels a term below its minimum: full refunds with extras, holds let go, the line told, one mail per family with places that fit', async () => {
    const world = await buildDecisionWorld(app, 'missed')
    const catalog = catalogRows(world.db)
    await world.categorise(world.activityId, 'art')
    const { termId, sessionIds } = await world.term('Autumn', [5, 12, 19], {
      minPlaces: 4,
      capacity: 4,
      dropInPriceCents: 2_000,
    })
    const milk = await world.extra(termId, 'Milk', 125, 'session')
    const bag = await world.extra(termId, 'Bag', 900, 'booking')

    // Elsewhere: the provider's other course (ages 5-8) starting later than a class of another
    // provider in Austin under art; a class of theirs for older children; art in Dallas.
    const glaze = await catalog.activity({
      vendor: world.vendor,
      title: 'Glaze Course',
      type: 'course',
      minAge: 5,
      maxAge: 8,
    })
    await termRows(world.db).term({ activityId: glaze, name: 'Winter', days: [20, 27] })
    const soon = (days: number) => [new Date(Date.now() + days * DAY)]
    const teen = await catalog.activity({
      vendor: world.vendor,
      title: 'Teen Wheel',
      minAge: 10,
      maxAge: 14,
      sessions: soon(8),
    })
    const neighbour = await catalog.vendor({ name: 'Paint Place missed' })
    const paint = await catalog.activity({
      vendor: neighbour,
      title: 'Paint Party',
      categories: ['art'],
      minAge: 4,
      maxAge: 9,
      sessions: soon(6),
    })
    const away = await catalog.vendor({ name: 'Dallas Art missed', city: 'Dallas' })
    const dallas = await catalog.activity({
      vendor: away,
      title: 'Dallas Art',
      categories: ['art'],
      sessions: soon(6),
    })

    const ada = await world.family('ada', [6, 7])
    const enrolment = await world.enrolled(termId, ada.kids, {
      cookie: ada.cookie,
      extraIds: [milk, bag],
    })
    await world.pay(enrolment, ada.cookie)
    const paid = 2 * 18_000 + 2 * 3 * 125 + 2 * 900
    const eve = await world.family('eve', [6])
    const single = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: eve.cookie },
      payload: { sessionId: sessionIds[0], childIds: eve.kids, kind: 'drop_in' },
    })
    expect(single.statusCode).toBe(201)
    const dropIn = await world.pay(single.json().id, eve.cookie)
    const cat = await world.family('cat', [6])
    const held = await world.enrolled(termId, cat.kids, { cookie: cat.cookie })
    const dan = await world.family('dan', [6])
    const joined = await app.inject({
      method: 'POST',
      url: `/api/terms/${termId}/waitlist`,
      headers: { cookie: dan.cookie },
      payload: { childIds: dan.kids },
    })
    expect(joined.statusCode).toBe(201)
    const fee = (await world.ledgerOf(enrolment)).platform_fee ?? 0

    await world.dueNow(termId)
    await world.runJob()
    expect(await world.recordOf(termId)).toMatchObject([
      { decision: 'cancelled', decidedBy: 'schedule', minPlaces: 4, confirmedPlaces: 2 },
    ])
    expect(await world.ledgerOf(enrolment)).toEqual({
      payment: paid,
      platform_fee: fee,
      refund: paid,
      fee_refund: fee,
    })
    expect(await world.bookingRow(enrolment)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refunded: paid,
    })
    expect(await world.bookingRow(dropIn)).toMatchObject({ status: 'cancelled', refunded: 2_000 })
    expect(await world.bookingRow(held)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'none',
    })
    const sessions = await queryRows<{ cancelled: boolean }>(
      world.db,
      sql`select is_cancelled as cancelled from activity_schedules where term_id = ${termId}`,
    )
    expect(sessions.map((session) => session.cancelled)).toEqual([true, true, true])
    expect(await publicTerm(world.activityId, termId)).toBeUndefined()

    // The waiting line is closed and its family told; the families get the one mail, not the
    // ordinary cancellation.
    const [entry] = await queryRows<{ id: string; status: string }>(
      world.db,
      sql`select id, status from waitlist_entries where term_id = ${termId}`,
    )
    expect(entry?.status).toBe('closed')
    expect((await world.mailKeyed(`waitlist-closed:${entry?.id}`))?.to).toBe(dan.email)
    const keys = await world.outboxKeys()
    expect(keys.filter((key) => key.startsWith('term-cancelled:'))).toEqual([])
    expect(keys.filter((key) => key.startsWith('session-cancelled:'))).toEqual([])

    const mail = await world.mailKeyed(`run-cancelled:${termId}:${enrolment}`)
    expect(mail?.to).toBe(ada.email)
    expect(mail?.subject).toBe('Cancelled: Clay Course missed — Autumn did not reach its minimum')
    expect(mail?.body).toContain(`Everything you paid, $${(paid / 100).toFixed(2)}, is refunded`)
    const link = (activityId: string) => `${app.config.publicUrl}/activities/${activityId}`
    const body = mail?.body ?? ''
    expect(body).toContain(link(glaze))
    expect(body.indexOf(link(glaze))).toBeLessThan(body.indexOf(link(paint)))
    expect(body).not.toContain(link(teen))
    expect(body).not.toContain(link(dallas))
    expect((await world.mailKeyed(`run-cancelled:${termId}:${dropIn}`))?.body).toContain(
      'Everything you paid, $20.00, is refunded',
    )
    expect((await world.mailKeyed(`run-cancelled:${termId}:provider`))?.subject).toBe(
      'Clay Course missed — Autumn is cancelled: 2 of 4 minimum',
    )

    // The family's booking says why, with the places its children can book now.
    const mine = await app.inject({
      method: 'GET',
      url: '/api/bookings?when=upcoming',
      headers: { cookie: ada.cookie },
    })
    const answer = mine.json().items.find((item: { id: string }) => item.id === enrolment)
    expect(answer.runCancelled).toMatchObject({ minPlaces: 4, confirmedPlaces: 2 })
    expect(
      answer.runCancelled.alternatives.map((other: { activityId: string }) => other.activityId),
    ).toEqual([glaze, paint])

    // A second run changes nothing: one refund per payment, no mail twice.
    await world.runJob()
    expect(await world.outboxKeys()).toEqual(keys)
    expect(await world.refundCount(enrolment)).toBe(1)
    expect(await world.refundCount(dropIn)).toBe(1)
  })
})
