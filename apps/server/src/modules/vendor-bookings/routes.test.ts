import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  activitySchedules,
  bookingParticipants,
  bookings,
  children,
  vendors,
} from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { termRows } from '../../test/term-rows.ts'

const DAY = 86_400_000
let app: TestAppWithMail
let owner: { cookie: string; userId: string }
let other: { cookie: string }
let classId: string
let courseId: string

beforeAll(async () => {
  app = await buildTestApp()
  const db = app.database.db
  owner = await createSignedInUser(app, { email: 'owner@bookings.example', roles: ['vendor'] })
  other = await createSignedInUser(app, { email: 'other@bookings.example', roles: ['vendor'] })
  const parent = await createSignedInUser(app, { email: 'parent@bookings.example' })
  const [vendor] = await db.select().from(vendors).where(eq(vendors.userId, owner.userId))
  const catalog = catalogRows(db)
  const activityId = await catalog.activity({
    vendor: { id: vendor?.id ?? '', locationId: '' },
    title: '=HYPERLINK("evil")',
    priceCents: 1500,
  })
  classId = activityId
  const session = async (offsetDays: number) => {
    const startsAt = new Date(Math.floor((Date.now() + offsetDays * DAY) / 60_000) * 60_000)
    const [row] = await db
      .insert(activitySchedules)
      .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
      .returning({ id: activitySchedules.id })
    return row?.id ?? ''
  }
  const [child] = await db
    .insert(children)
    .values({
      parentId: parent.userId,
      firstName: 'Maya',
      lastName: 'Lopez',
      birthDate: '2018-04-02',
      notes: 'Peanut allergy',
    })
    .returning({ id: children.id })
  const book = async (scheduleId: string, status: 'confirmed' | 'cancelled' | 'pending') => {
    const [row] = await db
      .insert(bookings)
      .values({
        activityId,
        scheduleId,
        customerId: parent.userId,
        quantity: 1,
        status,
        holdExpiresAt: status === 'pending' ? new Date(Date.now() + 600_000) : null,
        totalAmountCents: 1500,
      })
      .returning({ id: bookings.id })
    await db.insert(bookingParticipants).values({
      bookingId: row?.id ?? '',
      childId: child?.id ?? null,
      firstName: 'Maya',
      lastName: 'Lopez',
    })
  }
  await book(await session(3), 'confirmed')
  await book(await session(5), 'pending')
  await book(await session(-3), 'confirmed')
  await book(await session(4), 'cancelled')

  // A course whose term began two days ago: one enrolment of two children covering its ten
  // sessions, a drop-in and a trial.
  courseId = await catalog.activity({
    vendor: { id: vendor?.id ?? '', locationId: '' },
    title: 'Clay Course',
    type: 'course',
    capacity: 8,
  })
  const rows = termRows(db)
  const term = await rows.term({
    activityId: courseId,
    name: 'Spring',
    days: [-2, 5, 12, 19, 26, 33, 40, 47, 54, 61],
  })
  const [first, second] = term.sessions
  if (!first || !second) throw new Error('the term has no sessions')
  const kids = [
    { firstName: 'Ada', lastName: 'Lopez' },
    { firstName: 'Ben', lastName: 'Lopez' },
  ]
  const common = { activityId: courseId, termId: term.termId, customerId: parent.userId }
  await rows.booking({ ...common, kind: 'term', session: first, kids, totalAmountCents: 36_000 })
  await rows.booking({ ...common, kind: 'drop_in', session: second, kids: kids.slice(0, 1) })
  await rows.booking({ ...common, kind: 'trial', session: second, kids: kids.slice(1) })
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, cookie = owner.cookie) =>
  app.inject({ method: 'GET', url, headers: { cookie } })

describe('vendor bookings', () => {
  it('lists upcoming bookings soonest first with participants and their notes', async () => {
    const response = await get(`/api/vendor/bookings?activityId=${classId}`)
    expect(response.statusCode).toBe(200)
    const items = response.json().items
    // The place held while a family pays is not a booking until they have paid.
    expect(items.map((item: { status: string }) => item.status)).toEqual(['confirmed'])
    expect(items[0]).toMatchObject({
      customerName: 'Test Person',
      customerEmail: 'parent@bookings.example',
      totalAmountCents: 1500,
      participants: [{ firstName: 'Maya', lastName: 'Lopez', notes: 'Peanut allergy' }],
    })
  })

  it('separates past and cancelled bookings', async () => {
    const of = `activityId=${classId}`
    expect((await get(`/api/vendor/bookings?when=past&${of}`)).json().items).toHaveLength(1)
    const cancelled = (await get(`/api/vendor/bookings?when=cancelled&${of}`)).json().items
    expect(cancelled.map((item: { status: string }) => item.status)).toEqual(['cancelled'])
  })

  it('shows another provider nothing of these bookings', async () => {
    for (const when of ['upcoming', 'past', 'cancelled']) {
      expect((await get(`/api/vendor/bookings?when=${when}`, other.cookie)).json().items).toEqual(
        [],
      )
    }
  })

  it("says each booking's kind and term, an enrolment once while its term goes on", async () => {
    const items = (await get(`/api/vendor/bookings?activityId=${courseId}`)).json().items
    expect(
      items.map((item: { kind: string; termName: string; quantity: number }) => [
        item.kind,
        item.termName,
        item.quantity,
      ]),
    ).toEqual([
      ['term', 'Spring', 2],
      ['drop_in', 'Spring', 1],
      ['trial', 'Spring', 1],
    ])
    expect(
      (await get(`/api/vendor/bookings?when=past&activityId=${courseId}`)).json(),
    ).toMatchObject({
      items: [],
      total: 0,
    })
    const single = (await get(`/api/vendor/bookings?activityId=${classId}`)).json().items
    expect(single).toMatchObject([{ kind: 'single', termName: null }])
  })

  it('exports each booking with its kind and term', async () => {
    const lines = (await get(`/api/vendor/bookings.csv?activityId=${courseId}`)).body
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines.slice(1).map((line) => line.split(',').slice(2, 4))).toEqual([
      ['Term', 'Spring'],
      ['Drop-in', 'Spring'],
      ['Trial', 'Spring'],
    ])
  })

  it('exports a CSV that a spreadsheet cannot be tricked into running', async () => {
    const response = await get(`/api/vendor/bookings.csv?when=upcoming&activityId=${classId}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="bookings-upcoming-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = response.body.trim().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toBe(
      'Booking,Activity,Kind,Term,Session (local time),Time zone,Status,Participants,Participant names,Notes,Answers,Allergy alerts,Customer,Customer email,Amount (USD),Price lines,Booked at (UTC)',
    )
    expect(lines[1]).toContain(`"'=HYPERLINK(""evil"")",Single,,`)
    expect(lines[1]).toContain(
      ',Maya Lopez,Maya: Peanut allergy,,,Test Person,parent@bookings.example,15.00,',
    )
  })
})
