import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { databaseFingerprint } from '../../test/database-fingerprint.ts'
import { buildEnrolmentWorld, weekly } from '../../test/enrolment-world.ts'
import { payForBooking } from '../../test/pay.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildEnrolmentWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildEnrolmentWorld(app, 'convert')
})
afterAll(async () => {
  await app?.close()
})

const tryClass = async (sessionId: string | undefined, childId: string) => {
  const trial = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: world.parent.cookie },
    payload: { sessionId, childIds: [childId], kind: 'trial' },
  })
  expect(trial.statusCode).toBe(201)
  const paid = await payForBooking(app, { bookingId: trial.json().id, cookie: world.parent.cookie })
  expect(paid.statusCode).toBe(200)
  return trial.json().id as string
}

describe('joining a term after a trial class', () => {
  it('enrols for the sessions after the trial, at the share left less the trial, the trial keeping its place', async () => {
    // Ten sessions of $180.05; the trial ($15.50) is the third.
    const { termId, sessionIds } = await world.term('Autumn', weekly(2, 10), {
      priceCents: 18_005,
      trialPriceCents: 1_550,
      capacity: 4,
    })
    const ada = await world.child('Ada', birthDateAged(6))
    const ben = await world.child('Ben', birthDateAged(6))
    const trialId = await tryClass(sessionIds[2], ada)

    const trialRead = await app.inject({
      method: 'GET',
      url: `/api/bookings/${trialId}`,
      headers: { cookie: world.parent.cookie },
    })
    // 7 of 10 sessions: 12603.5 cents, half up 12604, less 1550.
    expect(trialRead.json().restOfTerm).toMatchObject({ sessionsLeft: 7, priceCents: 11_054 })

    const answer = await world.enrol(termId, [ada, ben])
    expect(answer.statusCode).toBe(201)
    // Ben, with no trial, pays the same share without the credit.
    expect(answer.json()).toMatchObject({
      sessionsCovered: 7,
      booking: { totalAmountCents: 11_054 + 12_604 },
    })
    expect(answer.json().booking.session.id).toBe(sessionIds[3])
    // The trial's session counts Ada once, through her trial.
    expect(await world.placesIn(termId)).toEqual([0, 0, 1, 2, 2, 2, 2, 2, 2, 2])

    // A second enrolment of Ada is refused and changes nothing.
    const before = await databaseFingerprint(world.db)
    const again = await world.enrol(termId, [ada])
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe('Ada is already enrolled in this term.')
    expect(await databaseFingerprint(world.db)).toEqual(before)
  })

  it('never asks less than nothing, and has nothing to offer after a trial of the last session', async () => {
    const { termId, sessionIds } = await world.term('Short', [3, 10], {
      priceCents: 1_000,
      trialPriceCents: 900,
    })
    const cleo = await world.child('Cleo', birthDateAged(6))
    await tryClass(sessionIds[0], cleo)
    // Half of $10 is $5, less the $9 trial: free, so confirmed at once.
    const answer = await world.enrol(termId, [cleo])
    expect(answer.statusCode).toBe(201)
    expect(answer.json().booking).toMatchObject({ totalAmountCents: 0, status: 'confirmed' })

    // A trial still waiting for its payment is not counted towards the term yet.
    const held = await world.term('Held', [5, 12], { trialPriceCents: 900 })
    const eli = await world.child('Eli', birthDateAged(6))
    const trial = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: world.parent.cookie },
      payload: { sessionId: held.sessionIds[0], childIds: [eli], kind: 'trial' },
    })
    expect(trial.json().status).toBe('pending')
    const early = await world.enrol(held.termId, [eli])
    expect(early.statusCode).toBe(409)
    expect(early.json().detail).toBe("Eli already has a place in one of this term's sessions.")

    const last = await world.term('Last', [4, 11], { trialPriceCents: 900 })
    const dora = await world.child('Dora', birthDateAged(6))
    await tryClass(last.sessionIds[1], dora)
    const refused = await world.enrol(last.termId, [dora])
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe(
      "Dora's trial class is this term's last session, so there is nothing after it to enrol in.",
    )
  })
})
