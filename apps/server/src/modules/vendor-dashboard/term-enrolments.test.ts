import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerEntries, vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { termRows } from '../../test/term-rows.ts'

let app: TestAppWithMail
let cookie: string
let courseId: string

beforeAll(async () => {
  app = await buildTestApp()
  const db = app.database.db
  const owner = await createSignedInUser(app, {
    email: 'owner@term-dash.example',
    roles: ['vendor'],
  })
  cookie = owner.cookie
  const parent = await createSignedInUser(app, { email: 'parent@term-dash.example' })
  const [vendor] = await db.select().from(vendors).where(eq(vendors.userId, owner.userId))
  const own = { id: vendor?.id ?? '', locationId: '' }
  courseId = await catalogRows(db).activity({
    vendor: own,
    title: 'Clay Course',
    type: 'course',
    capacity: 8,
  })
  // Ten weekly sessions, the first held two days ago.
  const rows = termRows(db)
  const term = await rows.term({
    activityId: courseId,
    name: 'Spring',
    days: [-2, 5, 12, 19, 26, 33, 40, 47, 54, 61],
  })
  const [first, , third] = term.sessions
  if (!first || !third) throw new Error('the term has no sessions')
  const common = { activityId: courseId, termId: term.termId, customerId: parent.userId }
  const enrolment = await rows.booking({
    ...common,
    kind: 'term',
    session: first,
    kids: [
      { firstName: 'Ada', lastName: 'Lopez' },
      { firstName: 'Ben', lastName: 'Lopez' },
    ],
    totalAmountCents: 36_000,
  })
  const dropIn = await rows.booking({
    ...common,
    kind: 'drop_in',
    session: third,
    kids: [{ firstName: 'Cy', lastName: 'Lopez' }],
    totalAmountCents: 2_000,
  })
  await db.insert(ledgerEntries).values([
    { bookingId: enrolment.bookingId, vendorId: own.id, kind: 'payment', amountCents: 36_000 },
    { bookingId: enrolment.bookingId, vendorId: own.id, kind: 'platform_fee', amountCents: 3_600 },
    { bookingId: dropIn.bookingId, vendorId: own.id, kind: 'payment', amountCents: 2_000 },
    { bookingId: dropIn.bookingId, vendorId: own.id, kind: 'platform_fee', amountCents: 200 },
  ])
})
afterAll(async () => {
  await app?.close()
})

describe("a provider's dashboard with a term enrolment covering ten sessions", () => {
  it('counts the enrolment once, its children once and its money from the ledger', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/vendor/dashboard',
      headers: { cookie },
    })
    expect(response.statusCode).toBe(200)
    const dashboard = response.json()
    expect(dashboard.stats).toMatchObject({
      totalActivities: 1,
      upcomingSessions: 9,
      // Two children enrolled for the term and one dropping in: not 2 × 10 + 1.
      totalEnrollments: 3,
      // $360 + $20 paid, less the $36 and $2 fees.
      revenueCents: 34_200,
    })
    // The enrolment shows once, at the next session it covers, before the drop-in's session.
    expect(
      dashboard.upcomingBookings.map(
        (b: { participants: number; firstParticipantName: string }) => [
          b.participants,
          b.firstParticipantName,
        ],
      ),
    ).toEqual([
      [2, 'Ada Lopez'],
      [1, 'Cy Lopez'],
    ])
    expect(dashboard.popularActivities).toMatchObject([
      { id: courseId, title: 'Clay Course', enrollments: 3 },
    ])
  })
})
