import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { refusedUnchanged } from '../../test/database-fingerprint.ts'
import { listPublicTerms } from '../terms/index.ts'
import { buildDecisionWorld } from './decision-world.ts'
import { decideDueRuns } from './due-runs.ts'
import {
  alreadyDecided,
  cannotRun,
  noMinimum,
  notFoundSentence,
  SESSION_OF_TERM,
} from './early-refusals.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildDecisionWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildDecisionWorld(app, 'early')
})
afterAll(async () => {
  await app?.close()
})

type Decide = () => ReturnType<typeof world.decide>
const refused = (request: Decide, status: number, detail?: unknown) =>
  refusedUnchanged({ db: world.db, request, status, detail })

/** A term with one family's paid enrolment, its decision time still ahead. */
const termWithOne = async (name: string, minPlaces: number | null = 3) => {
  const { termId, sessionIds } = await world.term(name, [6, 13], { minPlaces })
  const who = await world.family(name.toLowerCase().replaceAll(' ', '-'), [6])
  const enrolment = await world.pay(
    await world.enrolled(termId, who.kids, { cookie: who.cookie }),
    who.cookie,
  )
  return { termId, sessionIds, enrolment, who }
}

describe("a provider's early decision", () => {
  it('"Run it anyway" records the provider and lifts the minimum; the job then leaves it be', async () => {
    const { termId, enrolment } = await termWithOne('Anyway')
    const response = await world.decide('terms', termId, 'runs')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      decision: 'runs',
      decidedBy: 'provider',
      minPlaces: 3,
      confirmedPlaces: 1,
      refundedBookings: 0,
      refundedCents: 0,
    })
    expect(await world.recordOf(termId)).toEqual([
      {
        decision: 'runs',
        decidedBy: 'provider',
        actorId: world.provider.userId,
        actorEmail: `provider-early@enrol.example`,
        minPlaces: 3,
        confirmedPlaces: 1,
      },
    ])
    expect(await world.mailKeyed(`run-on:${termId}:${enrolment}`)).toBeDefined()
    const [listed] = (await listPublicTerms({ db: world.db, activityId: world.activityId })).filter(
      (term) => term.id === termId,
    )
    expect(listed).toMatchObject({ placesToRun: null, canEnrol: true })

    await world.dueNow(termId)
    await world.runJob()
    expect(await world.recordOf(termId)).toHaveLength(1)
    await refused(
      () => world.decide('terms', termId, 'cancelled'),
      409,
      alreadyDecided({ kind: 'term', id: termId }, 'runs'),
    )
  })

  it('"Cancel now" refunds in full and mails as a missed minimum', async () => {
    const { termId, enrolment, who } = await termWithOne('Cancel Now')
    const response = await world.decide('terms', termId, 'cancelled')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      decision: 'cancelled',
      decidedBy: 'provider',
      confirmedPlaces: 1,
      refundedBookings: 1,
      refundedCents: 18_000,
    })
    await app.jobs.runQueued()
    expect(await world.bookingRow(enrolment)).toMatchObject({
      status: 'cancelled',
      refunded: 18_000,
    })
    expect((await world.mailKeyed(`run-cancelled:${termId}:${enrolment}`))?.to).toBe(who.email)
    expect((await world.mailKeyed(`run-cancelled:${termId}:provider`))?.body).toContain(
      'as you decided',
    )
    const target = { kind: 'term' as const, id: termId }
    await refused(() => world.decide('terms', termId, 'runs'), 409, cannotRun(target))
    await refused(
      () => world.decide('terms', termId, 'cancelled'),
      409,
      alreadyDecided(target, 'cancelled'),
    )
  })

  it('is refused, changing nothing, where there is nothing to decide or it is not theirs', async () => {
    const { termId, sessionIds } = await termWithOne('Refusals')
    const term = { kind: 'term' as const, id: termId }
    await refused(
      () => world.decide('terms', termId, 'runs', world.otherProvider.cookie),
      404,
      notFoundSentence(term),
    )
    await refused(() => world.decide('terms', termId, 'runs', world.parent.cookie), 403)
    await refused(() => world.decide('terms', termId, 'runs', null), 401)
    await refused(() => world.decide('terms', termId, 'maybe'), 400)
    await refused(
      () => world.decide('schedules', sessionIds[0] ?? '', 'runs'),
      422,
      SESSION_OF_TERM,
    )

    const { termId: open } = await world.term('No Minimum', [6, 13])
    await refused(
      () => world.decide('terms', open, 'runs'),
      422,
      noMinimum({ kind: 'term', id: open }),
    )

    const cancel = await app.inject({
      method: 'POST',
      url: `/api/vendor/terms/${termId}/cancel`,
      headers: { cookie: world.provider.cookie },
    })
    expect(cancel.statusCode).toBe(200)
    await refused(() => world.decide('terms', termId, 'runs'), 409, cannotRun(term))
  })
})

describe('two decisions at once', () => {
  it('make one decision: one refund per payment, one mail per family', async () => {
    const { termId, enrolment } = await termWithOne('Both At Once')
    const answers = await Promise.all([
      world.decide('terms', termId, 'cancelled'),
      world.decide('terms', termId, 'cancelled'),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    await app.jobs.runQueued()
    expect(await world.refundCount(enrolment)).toBe(1)
    const keys = await world.outboxKeys()
    expect(keys.filter((key) => key.startsWith(`run-cancelled:${termId}:`))).toHaveLength(2)
  })

  it('two job runs at once decide each due term once', async () => {
    const { termId, enrolment } = await termWithOne('Two Runs')
    await world.dueNow(termId)
    const run = () => decideDueRuns({ db: world.db, jobs: app.jobs, ...app.notices })
    const decided = await Promise.all([run(), run()])
    expect(decided[0] + decided[1]).toBeGreaterThanOrEqual(1)
    await app.jobs.runQueued()
    expect(await world.recordOf(termId)).toHaveLength(1)
    expect(await world.refundCount(enrolment)).toBe(1)
    const [mails] = await queryRows<{ count: number }>(
      world.db,
      sql`select count(*)::int as count from mail_outbox where key = ${`run-cancelled:${termId}:${enrolment}`}`,
    )
    expect(Number(mails?.count)).toBe(1)
  })
})
