import { eq } from 'drizzle-orm'
import {
  activityQuestions,
  activitySchedules,
  bookingParticipants,
  bookings,
  children,
  participantAnswers,
  vendorLocations,
  vendors,
} from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import type { TestAppWithMail } from '../../test/app.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { catalogRows } from '../../test/catalog-rows.ts'

const MINUTE = 60_000

/** A whole minute `minutes` from now (negative: in the past). */
export const minutesFromNow = (minutes: number) =>
  new Date(Math.floor(Date.now() / MINUTE) * MINUTE + minutes * MINUTE)

/** Maya's record: her grandfather may collect her, and the parent's number is the first contact. */
export const mayasPickupRecord = {
  allergies: [{ name: 'Peanuts', severity: 'life_threatening', whatToDo: 'EpiPen, call 911' }],
  emergencyContacts: [{ name: 'Ana Lopez', relationship: 'Mother', phone: '555-0100' }],
  collectors: [{ name: 'Dan Lopez', relationship: 'Grandfather', phone: '555-111-2233' }],
  photoConsent: true,
}

/**
 * Sunny Studio (signed in as its owner, in Chicago) with a class, a parent with Maya (whose
 * record names who may collect her) and Leo, and another provider with a session of its own.
 * `session` adds a session `minutes` from now; `book` gives a child a confirmed place in it.
 */
export async function buildAttendanceWorld(app: TestAppWithMail, suffix: string) {
  const db = app.database.db
  const catalog = catalogRows(db)
  const owner = await createSignedInUser(app, {
    email: `owner-${suffix}@attendance.example`,
    roles: ['vendor'],
  })
  const [vendor] = await db
    .update(vendors)
    .set({ businessName: `Sunny Studio ${suffix}`, status: 'approved' })
    .where(eq(vendors.userId, owner.userId))
    .returning()
  const vendorId = vendor?.id ?? ''
  const [venue] = await db
    .insert(vendorLocations)
    .values({
      vendorId,
      name: 'Sunny Studio',
      address: '1 Clay Lane',
      city: 'Chicago',
      state: 'IL',
      zipcode: '60601',
      timeZone: 'America/Chicago',
      isPrimary: true,
    })
    .returning({ id: vendorLocations.id })
  const activityId = await catalog.activity({
    vendor: { id: vendorId, locationId: venue?.id ?? '' },
    title: `Pottery ${suffix}`,
    capacity: 40,
  })
  const other = await createSignedInUser(app, {
    email: `other-${suffix}@attendance.example`,
    roles: ['vendor'],
  })
  const elsewhere = await catalog.vendor({ name: `Elsewhere ${suffix}` })
  const otherActivityId = await catalog.activity({
    vendor: elsewhere,
    title: `Elsewhere ${suffix}`,
  })
  const parent = await createSignedInUser(app, { email: `parent-${suffix}@attendance.example` })

  const session = async (minutes: number, length = 60, activity = activityId) => {
    const startsAt = minutesFromNow(minutes)
    const [row] = await db
      .insert(activitySchedules)
      .values({
        activityId: activity,
        startsAt,
        endsAt: new Date(startsAt.getTime() + length * MINUTE),
      })
      .returning({ id: activitySchedules.id })
    return row?.id ?? ''
  }
  const child = async (firstName: string, parentId = parent.userId) => {
    const [row] = await db
      .insert(children)
      .values({ parentId, firstName, lastName: 'Lopez', birthDate: birthDateAged(7) })
      .returning({ id: children.id })
    return row?.id ?? ''
  }
  /** A confirmed single booking of the session for the child; its participant's id. */
  const book = async (sessionId: string, childId: string, customerId = parent.userId) => {
    const [at] = await db
      .select({ activityId: activitySchedules.activityId })
      .from(activitySchedules)
      .where(eq(activitySchedules.id, sessionId))
    const [booking] = await db
      .insert(bookings)
      .values({
        activityId: at?.activityId ?? '',
        scheduleId: sessionId,
        customerId,
        status: 'confirmed',
        totalAmountCents: 1500,
      })
      .returning({ id: bookings.id })
    const [names] = await db.select().from(children).where(eq(children.id, childId))
    const [participant] = await db
      .insert(bookingParticipants)
      .values({
        bookingId: booking?.id ?? '',
        childId,
        firstName: names?.firstName ?? '',
        lastName: names?.lastName ?? '',
      })
      .returning({ id: bookingParticipants.id })
    return participant?.id ?? ''
  }
  /** Questions of the activity, each answered for the participant; some shown on Today. */
  const answer = async (
    participantId: string,
    questions: { label: string; answer: string; onRoster: boolean }[],
  ) => {
    for (const [position, question] of questions.entries()) {
      const [row] = await db
        .insert(activityQuestions)
        .values({
          activityId,
          position,
          label: question.label,
          kind: 'short_text',
          onRoster: question.onRoster,
        })
        .returning({ id: activityQuestions.id })
      await db.insert(participantAnswers).values({
        participantId,
        questionId: row?.id ?? null,
        position,
        question: question.label,
        answer: question.answer,
      })
    }
  }
  const maya = await child('Maya')
  const leo = await child('Leo')
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/children/${maya}/record`,
    headers: { cookie: parent.cookie },
    payload: mayasPickupRecord,
  })
  if (saved.statusCode !== 200) throw new Error(`record not saved: ${saved.body}`)

  let keys = 0
  const key = () => `k-${suffix}-${String(++keys).padStart(6, '0')}`
  const act = (payload: object, cookie = owner.cookie) =>
    app.inject({ method: 'POST', url: '/api/vendor/attendance', headers: { cookie }, payload })

  return {
    owner,
    other,
    parent,
    vendorId,
    activityId,
    otherActivityId,
    maya,
    leo,
    session,
    child,
    book,
    answer,
    key,
    act,
    caller: {
      userId: owner.userId,
      vendorId,
      name: vendor?.businessName ?? '',
      viewer: { role: 'owner', staffId: null },
    } as const,
  }
}
