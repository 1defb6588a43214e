import { registrationWords as words } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildRegistrationWorld } from './registration-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildRegistrationWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildRegistrationWorld(app, 'earlier')
})
afterAll(async () => {
  await app?.close()
})

const answersOf = (bookingId: string) =>
  queryRows<{ question: string; answer: string }>(
    world.db,
    sql`select pa.question, pa.answer from participant_answers pa
      join booking_participants bp on bp.id = pa.participant_id
      where bp.booking_id = ${bookingId} order by pa.position`,
  )
const registrationOf = (cookie: string) =>
  world.send('GET', `/api/activities/${world.activityId}/registration`, undefined, cookie)

describe("a child's earlier answers to an activity's questions", () => {
  it('enrol the child in the rest of the term after a trial class without asking again', async () => {
    const { termId, sessionIds } = await world.terms.term({
      activityId: world.activityId,
      name: 'Spring',
      priceCents: 0,
      days: [20, 30, 37],
    })
    const trial = await world.book({
      sessionId: sessionIds[0],
      childIds: [world.maya],
      kind: 'trial',
      registration: world.registration(),
    })
    expect(trial.statusCode).toBe(201)
    const read = await registrationOf(world.parent.cookie)
    expect(read.json()).toMatchObject({
      signedChildIds: [world.maya],
      earlierAnswers: expect.arrayContaining([
        { childId: world.maya, questionId: world.swimId, answer: 'yes' },
        { childId: world.maya, questionId: world.levelId, answer: 'Some' },
      ]),
    })
    // Another account sees nothing of Maya's answers.
    expect((await registrationOf(world.other.cookie)).json().earlierAnswers).toEqual([])
    const mine = await world.send(
      'GET',
      `/api/bookings/${trial.json().id}`,
      undefined,
      world.parent.cookie,
    )
    expect(mine.json().restOfTerm).toMatchObject({ termId, childFirstName: 'Maya' })

    const enrolled = await world.send(
      'POST',
      `/api/terms/${termId}/enrolments`,
      { childIds: [world.maya] },
      world.parent.cookie,
    )
    expect(enrolled.statusCode).toBe(201)
    // The term's booking carries the answers, for the provider's roster and CSV.
    expect(await answersOf(enrolled.json().booking.id)).toEqual([
      { question: 'Can Maya swim?', answer: 'yes' },
      { question: 'Level', answer: 'Some' },
    ])
  })

  it('take an answer given now over an earlier one, and still ask a question added since', async () => {
    const changed = await world.book({
      sessionId: world.sessions[1],
      childIds: [world.maya],
      registration: {
        answers: [{ childId: world.maya, questionId: world.swimId, answer: 'no' }],
      },
    })
    expect(changed.statusCode).toBe(201)
    expect(await answersOf(changed.json().id)).toEqual([
      { question: 'Can Maya swim?', answer: 'no' },
      { question: 'Level', answer: 'Some' },
    ])

    const kept = (
      await world.send('GET', `/api/vendor/activities/${world.activityId}/registration`)
    ).json().questions
    await world.send('PUT', world.questionsUrl, {
      questions: [...kept, { label: 'Allergic to chlorine?', kind: 'yes_no', required: true }],
    })
    const session = await world.session(world.activityId, new Date(Date.now() + 50 * 86_400_000))
    await world.refused(
      () => world.book({ sessionId: session, childIds: [world.maya] }),
      422,
      words.unanswered('Allergic to chlorine?', 'Maya'),
    )
  })

  it('do not serve a child who never answered, nor a question whose kind changed', async () => {
    const session = await world.session(world.activityId, new Date(Date.now() + 60 * 86_400_000))
    await world.refused(
      () => world.book({ sessionId: session, childIds: [world.leo] }),
      422,
      words.unanswered('Can Maya swim?', 'Leo'),
    )
    const questions = (
      await world.send('GET', `/api/vendor/activities/${world.activityId}/registration`)
    ).json().questions as {
      id: string
      label: string
    }[]
    // "Level" now takes other answers: Maya's "Some" no longer fits and is asked again.
    await world.send('PUT', world.questionsUrl, {
      questions: questions.map((question) =>
        question.label === 'Level'
          ? { ...question, kind: 'choice', options: ['Beginner', 'Advanced'], required: true }
          : question,
      ),
    })
    await world.refused(
      () =>
        world.book({
          sessionId: session,
          childIds: [world.maya],
          registration: {
            answers: [
              {
                childId: world.maya,
                questionId: questions.find((q) => q.label === 'Allergic to chlorine?')?.id,
                answer: 'no',
              },
            ],
          },
        }),
      422,
      words.unanswered('Level', 'Maya'),
    )
  })
})
