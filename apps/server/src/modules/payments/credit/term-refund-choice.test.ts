import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from '../../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { birthDateAged } from '../../../test/calendar.ts'
import { buildTermMoneyWorld } from '../../../test/term-money-world.ts'
import { ALREADY_CHOSEN, CHOICE_NOT_FOUND } from './refund-choice-service.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildTermMoneyWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildTermMoneyWorld(app, 'term-choice')
})
afterAll(async () => {
  await app?.close()
})

type Choice = { id: string; sessionStartsAt: string | null; amountCents: number; chosen: string }

/**
 * A paid enrolment of one child in a new term of four weekly sessions ($180, $45 a session), by a
 * family of its own: a credit one test takes is not spent on the next test's enrolment.
 */
async function paidEnrolment(name: string) {
  const { termId, sessionIds } = await world.term(name, [10, 17, 24, 31])
  const family = await createSignedInUser(app, {
    email: `${name.toLowerCase()}@term-choice.example`,
  })
  const child = await world.child(name, birthDateAged(6), family.userId)
  const bookingId = await world.enrolled(termId, [child], { cookie: family.cookie })
  await world.pay(bookingId, family.cookie)
  return { termId, sessionIds, bookingId, cookie: family.cookie }
}

const post = (url: string, payload?: object, cookie = world.provider.cookie) =>
  app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) })

const choose = (choiceId: string, choice: string, cookie: string) =>
  post(`/api/refund-choices/${choiceId}`, { choice }, cookie)

const choicesOf = async (bookingId: string, cookie: string): Promise<Choice[]> => {
  const booking = await app.inject({
    method: 'GET',
    url: `/api/bookings/${bookingId}`,
    headers: { cookie },
  })
  return booking.json().refundChoices
}

const creditsLeft = async (cookie: string) => {
  const answer = await app.inject({ method: 'GET', url: '/api/credits', headers: { cookie } })
  return answer
    .json()
    .credits.reduce((sum: number, c: { leftCents: number }) => sum + c.leftCents, 0)
}

describe('a provider offering credit when cancelling a session of a term', () => {
  it('leaves the enrolled family to choose its share, and credit given is never refunded too', async () => {
    const { sessionIds, bookingId, cookie } = await paidEnrolment('Ivy')
    const cancelled = await post(`/api/vendor/schedules/${sessionIds[1]}/cancel`, {
      remedy: 'refund',
      offerCredit: true,
    })
    expect(cancelled.statusCode).toBe(200)
    await app.jobs.runQueued()
    expect(await world.bookingRow(bookingId)).toMatchObject({ status: 'confirmed', refunded: 0 })
    const [choice] = await choicesOf(bookingId, cookie)
    expect(choice).toMatchObject({
      amountCents: 4_500,
      chosen: null,
      sessionStartsAt: (await world.startOf(sessionIds[1] ?? '')).toISOString(),
    })
    const mail = await world.mailKeyed(`term-session-refunded:${sessionIds[1]}:${bookingId}`)
    expect(mail?.body).toContain(
      "This session's share, $45.00, is yours to choose on My Bookings: a refund to your card, or a credit with Clay Club term-choice for any of their activities.",
    )

    const before = await creditsLeft(cookie)
    const credit = await choose(choice?.id ?? '', 'credit', cookie)
    expect(credit.json()).toEqual({ id: choice?.id, chosen: 'credit' })
    expect((await creditsLeft(cookie)) - before).toBe(4_500)
    expect(await world.ledgerOf(bookingId)).not.toHaveProperty('refund')
  })
})

describe('a provider offering credit when calling off a term', () => {
  it('offers each enrolment the sessions not yet held, beside a session chosen earlier', async () => {
    const { termId, sessionIds, bookingId, cookie } = await paidEnrolment('Jun')
    await post(`/api/vendor/schedules/${sessionIds[3]}/cancel`, {
      remedy: 'refund',
      offerCredit: true,
    })
    const calledOff = await post(`/api/vendor/terms/${termId}/cancel`, { offerCredit: true })
    expect(calledOff.statusCode).toBe(200)
    expect(calledOff.json()).toMatchObject({ refundedBookings: 0, refundedCents: 0 })
    await app.jobs.runQueued()

    const choices = await choicesOf(bookingId, cookie)
    expect(choices.map((c) => [c.sessionStartsAt === null, c.amountCents])).toEqual([
      [false, 4_500],
      [true, 13_500],
    ])
    const mail = await world.mailKeyed(`term-cancelled:${termId}:${bookingId}`)
    expect(mail?.body).toContain('What you paid for the sessions not yet held, $135.00, is yours')

    const refund = await choose(choices[1]?.id ?? '', 'refund', cookie)
    expect(refund.statusCode).toBe(200)
    await app.jobs.runQueued()
    expect(await world.bookingRow(bookingId)).toMatchObject({ refunded: 13_500 })
    expect((await choose(choices[0]?.id ?? '', 'refund', cookie)).statusCode).toBe(200)
    expect(await world.bookingRow(bookingId)).toMatchObject({ paid: 18_000, refunded: 18_000 })
  })

  it('counts a choice made twice at once once, and hides it from another family', async () => {
    const { termId, bookingId, cookie } = await paidEnrolment('Kai')
    await post(`/api/vendor/terms/${termId}/cancel`, { offerCredit: true })
    const [choice] = await choicesOf(bookingId, cookie)
    const { stranger } = world
    const theirs = await choose(choice?.id ?? '', 'refund', stranger.cookie)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().detail).toBe(CHOICE_NOT_FOUND)

    const before = await creditsLeft(cookie)
    const answers = await Promise.all([
      choose(choice?.id ?? '', 'credit', cookie),
      choose(choice?.id ?? '', 'refund', cookie),
    ])
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([200, 409])
    expect(answers.find((a) => a.statusCode === 409)?.json().detail).toBe(ALREADY_CHOSEN)
    await app.jobs.runQueued()
    const row = await world.bookingRow(bookingId)
    const credited = (await creditsLeft(cookie)) - before
    // One of the two, never both: the whole term's $180 (none of it was held) moved once.
    expect((row?.refunded ?? 0) + credited).toBe(18_000)
  })

  it('still refunds every family at once when the provider offers no credit', async () => {
    const { termId, bookingId, cookie } = await paidEnrolment('Lux')
    const calledOff = await post(`/api/vendor/terms/${termId}/cancel`)
    expect(calledOff.json()).toMatchObject({ refundedBookings: 1, refundedCents: 18_000 })
    expect(await choicesOf(bookingId, cookie)).toEqual([])
  })
})
