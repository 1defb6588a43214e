import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, children } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY, HOUR } from '../../test/booking-world.ts'
import { termRows } from '../../test/term-rows.ts'
import { buildTermWorld } from '../../test/terms-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildTermWorld>>
let termId: string
let sessionIds: string[]
let makeUpId: string

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildTermWorld(app, 'roster')
  const { db, parent } = world
  const activityId = await world.course('Pottery')
  const rows = termRows(db)
  const term = await rows.term({ activityId, name: 'Autumn', days: [2, 9, 16, 23, 30] })
  termId = term.termId
  sessionIds = term.sessionIds
  const [s1, s2, s3, s4, s5] = term.sessions
  if (!s1 || !s2 || !s3 || !s4 || !s5) throw new Error('the term has too few sessions')
  // The third session is called off and made up after the last.
  await db
    .update(activitySchedules)
    .set({ isCancelled: true })
    .where(eq(activitySchedules.id, s3.id))
  const makeUpStart = new Date(s5.startsAt.getTime() + 7 * DAY)
  const [makeUp] = await db
    .insert(activitySchedules)
    .values({
      activityId,
      termId,
      startsAt: makeUpStart,
      endsAt: new Date(makeUpStart.getTime() + HOUR),
      makesUpFor: s3.id,
    })
    .returning({ id: activitySchedules.id })
  makeUpId = makeUp?.id ?? ''

  const common = { activityId, termId, customerId: parent.userId }
  const siblings = await rows.booking({
    ...common,
    kind: 'term',
    session: s1,
    kids: [
      { firstName: 'Ada', lastName: 'Brown' },
      { firstName: 'Ben', lastName: 'Brown' },
    ],
  })
  await rows.extra({
    termId,
    name: 'After care',
    takenBy: [{ bookingId: siblings.bookingId, participantId: siblings.participantIds[0] ?? '' }],
  })
  // Withdrawn before the fourth session: still covered by the make-up of the third.
  await rows.booking({
    ...common,
    kind: 'term',
    session: s1,
    kids: [{ firstName: 'Cal', lastName: 'Carter' }],
    coversUntil: s4.startsAt,
  })
  await rows.booking({
    ...common,
    kind: 'drop_in',
    session: s2,
    kids: [{ firstName: 'Dee', lastName: 'Dunn' }],
  })
  await rows.booking({
    ...common,
    kind: 'trial',
    session: s5,
    kids: [{ firstName: 'Eve', lastName: 'Evans' }],
  })
  // Neither a lapsed hold nor a cancelled enrolment holds a place.
  await rows.booking({
    ...common,
    kind: 'term',
    session: s1,
    kids: [{ firstName: 'Fay', lastName: 'Fox' }],
    status: 'pending',
    holdExpiresAt: new Date(Date.now() - 60_000),
  })
  await rows.booking({
    ...common,
    kind: 'term',
    session: s1,
    kids: [{ firstName: 'Gus', lastName: 'Gray' }],
    status: 'cancelled',
  })
})
afterAll(async () => {
  await app?.close()
})

const rosterUrl = () => `/api/vendor/terms/${termId}/roster`

describe("a term's roster", () => {
  it('puts every child against the sessions it holds a place in, with its extras', async () => {
    const response = await world.send('GET', rosterUrl())
    expect(response.statusCode).toBe(200)
    const roster = response.json()
    expect(roster.term).toEqual({
      id: termId,
      name: 'Autumn',
      activityTitle: 'Pottery',
      timeZone: 'America/Chicago',
    })
    const [s1, s2, s3, s4, s5] = sessionIds
    expect(
      roster.sessions.map(
        (s: { id: string; isCancelled: boolean; makesUpFor: string | null; booked: number }) => [
          s.id,
          s.isCancelled,
          s.makesUpFor,
          s.booked,
        ],
      ),
    ).toEqual([
      [s1, false, null, 3],
      [s2, false, null, 4],
      [s3, true, null, 3],
      [s4, false, null, 2],
      [s5, false, null, 3],
      [makeUpId, false, s3, 3],
    ])
    expect(
      roster.children.map(
        (c: { kind: string; firstName: string; sessionIds: string[]; extras: string[] }) => [
          c.kind,
          c.firstName,
          c.sessionIds,
          c.extras,
        ],
      ),
    ).toEqual([
      ['term', 'Ada', [s1, s2, s3, s4, s5, makeUpId], ['After care']],
      ['term', 'Ben', [s1, s2, s3, s4, s5, makeUpId], []],
      ['term', 'Cal', [s1, s2, s3, makeUpId], []],
      ['drop_in', 'Dee', [s2], []],
      ['trial', 'Eve', [s5], []],
    ])
    expect(roster.children[0]).toMatchObject({ lastName: 'Brown', parentName: 'Test Person' })
  })

  it("badges a child's severe allergy from the record the provider may read, with its id", async () => {
    const { db, parent } = world
    const activityId = await world.course('Glazing')
    const rows = termRows(db)
    const term = await rows.term({ activityId, name: 'Winter', days: [3, 10] })
    const [first] = term.sessions
    if (!first) throw new Error('the term has no session')
    const [child] = await db
      .insert(children)
      .values({
        parentId: parent.userId,
        firstName: 'Hal',
        lastName: 'Hart',
        birthDate: '2019-01-01',
      })
      .returning({ id: children.id })
    const childId = child?.id ?? ''
    const saved = await world.send(
      'PUT',
      `/api/children/${childId}/record`,
      {
        allergies: [
          { name: 'Sesame', severity: 'severe', whatToDo: 'Antihistamine, call mum' },
          { name: 'Dust', severity: 'mild' },
        ],
      },
      parent.cookie,
    )
    expect(saved.statusCode).toBe(200)
    await rows.booking({
      activityId,
      termId: term.termId,
      customerId: parent.userId,
      kind: 'term',
      session: first,
      kids: [{ childId, firstName: 'Hal', lastName: 'Hart' }],
    })
    const roster = (await world.send('GET', `/api/vendor/terms/${term.termId}/roster`)).json()
    expect(roster.children).toEqual([
      expect.objectContaining({
        childId,
        firstName: 'Hal',
        allergyAlerts: [
          { name: 'Sesame', severity: 'severe', whatToDo: 'Antihistamine, call mum' },
        ],
      }),
    ])
  })

  it("answers another provider's term as not found, a family 403 and a visitor 401", async () => {
    const theirs = await world.send('GET', rosterUrl(), undefined, world.other.cookie)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().detail).toBe('Term not found')
    expect((await world.send('GET', rosterUrl(), undefined, world.parent.cookie)).statusCode).toBe(
      403,
    )
    expect((await world.send('GET', rosterUrl(), undefined, '')).statusCode).toBe(401)
  })
})
