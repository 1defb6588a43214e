import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { databaseFingerprint } from '../../test/database-fingerprint.ts'
import { buildEnrolmentWorld } from '../../test/enrolment-world.ts'
import {
  NO_DROP_INS,
  NO_TRIALS,
  NOT_A_TERM_SESSION,
  TERM_SESSION_ALONE,
} from './session-booking-inputs.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildEnrolmentWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildEnrolmentWorld(app, 'drop')
})
afterAll(async () => {
  await app?.close()
})

const book = (payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: world.parent.cookie },
    payload,
  })
const refused = async (payload: object, status: number, detail: string) => {
  const before = await databaseFingerprint(world.db)
  const response = await book(payload)
  expect(response.statusCode).toBe(status)
  expect(response.json().detail).toBe(detail)
  expect(await databaseFingerprint(world.db)).toEqual(before)
}

describe('drop-ins and trial classes', () => {
  it('books one session of a term at its drop-in or trial price, a trial once per child', async () => {
    const { sessionIds } = await world.term('Drop', [3, 10, 17], {
      dropInPriceCents: 2_250,
      trialPriceCents: 500,
    })
    const ada = await world.child('Ada', birthDateAged(6))
    const dropIn = await book({ sessionId: sessionIds[0], childIds: [ada], kind: 'drop_in' })
    expect(dropIn.statusCode).toBe(201)
    expect(dropIn.json()).toMatchObject({ totalAmountCents: 2_250, status: 'pending' })
    // The client's price is never read: only the term's.
    const trial = await book({
      sessionId: sessionIds[1],
      childIds: [ada],
      kind: 'trial',
      priceCents: 1,
    })
    expect(trial.statusCode).toBe(201)
    expect(trial.json().totalAmountCents).toBe(500)
    await refused(
      { sessionId: sessionIds[2], childIds: [ada], kind: 'trial' },
      409,
      'Ada has already had a trial class of this activity; a trial is once per child.',
    )
    await refused({ sessionId: sessionIds[2], childIds: [ada] }, 409, TERM_SESSION_ALONE)
  })

  it('refuses what the term does not sell, and a drop-in to a session on its own', async () => {
    const { sessionIds } = await world.term('Whole', [4, 11])
    const ben = await world.child('Ben', birthDateAged(6))
    await refused({ sessionId: sessionIds[0], childIds: [ben], kind: 'drop_in' }, 409, NO_DROP_INS)
    await refused({ sessionId: sessionIds[0], childIds: [ben], kind: 'trial' }, 409, NO_TRIALS)
    const [alone] = await world.db
      .insert(activitySchedules)
      .values({
        activityId: world.activityId,
        startsAt: new Date(Date.now() + 5 * 86_400_000),
        endsAt: new Date(Date.now() + 5 * 86_400_000 + 3_600_000),
      })
      .returning()
    await refused(
      { sessionId: alone?.id, childIds: [ben], kind: 'drop_in' },
      422,
      NOT_A_TERM_SESSION,
    )
  })
})
