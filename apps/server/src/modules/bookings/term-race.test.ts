import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { buildEnrolmentWorld } from '../../test/enrolment-world.ts'
import { createManyParents } from '../../test/many-parents.ts'

let app: TestAppWithMail

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

describe("a rush for a term's last places", () => {
  it('gives the last 5 places of a 10-session term to exactly 5 of 100 families, with drop-ins racing in', async () => {
    const world = await buildEnrolmentWorld(app, 'rush')
    const sessionDays = Array.from({ length: 10 }, (_, index) => 3 + 7 * index)
    const { termId, sessionIds } = await world.term('Rush', sessionDays, {
      capacity: 8,
      dropInPriceCents: 2_000,
    })
    const early = [
      await world.child('Ada', birthDateAged(6)),
      await world.child('Ben', birthDateAged(6)),
    ]
    expect(
      (await world.enrol(termId, [...early, await world.child('Cy', birthDateAged(6))])).statusCode,
    ).toBe(201)
    const parents = await createManyParents(app, {
      count: 120,
      label: 'term-rusher',
      childBirthDate: birthDateAged(6),
    })
    const enrolling = parents.slice(0, 100)
    const single = parents.slice(100)

    const answers = await Promise.all([
      ...enrolling.map((parent) => world.enrol(termId, [parent.childId], parent.cookie)),
      // Families dropping in to one session of the term at the same moment meet the same places.
      ...single.map((parent) =>
        app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: { cookie: parent.cookie },
          payload: { sessionId: sessionIds[4], childIds: [parent.childId], kind: 'drop_in' },
        }),
      ),
    ])
    const enrolled = answers.slice(0, 100).filter((answer) => answer.statusCode === 201)
    const booked = answers.slice(100).filter((answer) => answer.statusCode === 201)
    const refusals = new Set(
      answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.json().detail),
    )
    expect([...refusals].every((detail) => /full|place(s)? left/.test(detail))).toBe(true)
    const places = await world.placesIn(termId)
    // Every place went: the five left, shared between enrolments and drop-ins.
    expect(Math.max(...places)).toBe(8)
    expect(places[4]).toBe(3 + enrolled.length + booked.length)
    expect(places.filter((_, index) => index !== 4)).toEqual(Array(9).fill(3 + enrolled.length))
    expect(enrolled.length + booked.length).toBe(5)
  }, 120_000)

  it('gives exactly the last 5 places to 5 of 100 families enrolling at once', async () => {
    const world = await buildEnrolmentWorld(app, 'rush-only')
    const sessionDays = Array.from({ length: 10 }, (_, index) => 2 + 7 * index)
    const { termId } = await world.term('Only', sessionDays, { capacity: 5 })
    const parents = await createManyParents(app, {
      count: 100,
      label: 'term-only',
      childBirthDate: birthDateAged(6),
    })
    const started = performance.now()
    const answers = await Promise.all(
      parents.map((parent) => world.enrol(termId, [parent.childId], parent.cookie)),
    )
    const seconds = (performance.now() - started) / 1000
    const enrolled = answers.filter((answer) => answer.statusCode === 201)
    expect(enrolled).toHaveLength(5)
    expect(
      new Set(answers.filter((a) => a.statusCode !== 201).map((a) => a.json().detail)),
    ).toEqual(new Set(['This term is full.']))
    expect(await world.placesIn(termId)).toEqual(Array(10).fill(5))
    console.info(`term rush: 100 enrolments answered in ${seconds.toFixed(2)} s`)
  }, 120_000)
})
