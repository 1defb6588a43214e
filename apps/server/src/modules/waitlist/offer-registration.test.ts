import { registrationWords as words } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { activityQuestions, activityWaivers } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { fullSessionWorld } from './waitlist-world.ts'

let app: TestAppWithMail
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

/** The name `createSignedInUser` gives every account, which a signature must match. */
const PARENT_NAME = 'Test Person'

/** A full session whose activity asks one required question and a waiver, and an offer made. */
async function offerWorld(label: string, priceCents: number) {
  const world = await fullSessionWorld(app, label, { priceCents })
  const [question] = await app.database.db
    .insert(activityQuestions)
    .values({
      activityId: world.activityId,
      label: 'Can they swim?',
      kind: 'yes_no',
      required: true,
      position: 0,
    })
    .returning({ id: activityQuestions.id })
  await app.database.db
    .insert(activityWaivers)
    .values({ activityId: world.activityId, version: 1, text: 'Kites can pull hard.' })
  const family = await world.family(1)
  const entry = (await world.join(family)).json()
  expect((await world.cancel(world.holders[1] ?? family)).statusCode).toBe(200)
  await app.jobs.runQueued()
  const [offered] = await world.entries(family)
  expect(offered?.status).toBe('offered')
  const childId = family.childIds[0] ?? ''
  const registration = {
    answers: [{ childId, questionId: question?.id, answer: 'yes' }],
    waiver: { version: 1, signedName: PARENT_NAME, agreed: true },
  }
  const accept = (body?: object, cookie = family.cookie) =>
    world.inject('POST', `/api/waitlist/${entry.id}/accept`, cookie, body)
  const written = async () => ({
    answers: await queryRows<{ answer: string }>(
      app.database.db,
      sql`select pa.answer from participant_answers pa
        join booking_participants bp on bp.id = pa.participant_id
        where bp.booking_id = ${offered?.offer?.bookingId}`,
    ),
    signatures: await queryRows<{ signedName: string }>(
      app.database.db,
      sql`select signed_name as "signedName" from waiver_signatures where child_id = ${childId}`,
    ),
  })
  return { world, family, childId, offered, registration, accept, written }
}

describe('accepting an offer asks what a booking asks', { timeout: 60_000 }, () => {
  it('refuses until the questions are answered and the waiver signed, then books the free place', async () => {
    const { world, family, offered, registration, accept, written } = await offerWorld('ask', 0)
    const childName = 'Kid3A'
    const missing = await accept()
    expect(missing.statusCode).toBe(422)
    expect(missing.json().detail).toBe(words.unanswered('Can they swim?', childName))
    const unsigned = await accept({ registration: { answers: registration.answers } })
    expect(unsigned.json().detail).toBe(words.unsigned(childName))
    const wrongName = await accept({
      registration: { ...registration, waiver: { ...registration.waiver, signedName: 'Nobody' } },
    })
    expect(wrongName.json().detail).toBe(words.nameMismatch)
    const badBody = await accept({ registration: { answers: 'yes' } })
    expect(badBody.statusCode).toBe(400)
    // Refusals wrote nothing, and the offer still stands.
    expect(await written()).toEqual({ answers: [], signatures: [] })
    expect(await world.entries(family)).toMatchObject([{ status: 'offered' }])

    // Another family cannot take it, whatever it sends.
    const stranger = await world.family(1)
    expect((await accept({ registration }, stranger.cookie)).statusCode).toBe(404)

    const accepted = await accept({ registration })
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toEqual({ bookingId: offered?.offer?.bookingId, checkoutUrl: null })
    expect(await written()).toEqual({
      answers: [{ answer: 'yes' }],
      signatures: [{ signedName: PARENT_NAME }],
    })
    expect(await world.entries(family)).toMatchObject([{ status: 'booked' }])
  })

  it('keeps one answer per question when a paid offer is accepted again after leaving checkout', async () => {
    const { registration, accept, written } = await offerWorld('again', 1250)
    const first = await accept({ registration })
    expect(first.statusCode).toBe(200)
    expect(first.json().checkoutUrl).toMatch(/\/checkout\/test\//)
    // The answers and signature given the first time serve the second.
    const second = await accept()
    expect(second.statusCode).toBe(200)
    const changed = await accept({
      registration: { answers: [{ ...registration.answers[0], answer: 'no' }] },
    })
    expect(changed.statusCode).toBe(200)
    expect(await written()).toEqual({
      answers: [{ answer: 'no' }],
      signatures: [{ signedName: PARENT_NAME }],
    })
  })
})
