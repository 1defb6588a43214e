import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import {
  activityQuestions,
  activitySchedules,
  attendanceActions,
  bookingParticipants,
  bookings,
  children,
  participantAnswers,
} from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { addStaff } from '../../test/staff.ts'
import { recordSharing } from '../children/index.ts'
import { recordAttendance } from './record-action.ts'
import type { AttendanceCaller } from './session-access.ts'
import { signedInProvider } from './signed-in-provider.ts'

const MINUTE = 60_000

/** A whole minute `minutes` from now (negative: in the past). */
export const minutesFromNow = (minutes: number) =>
  new Date(Math.floor(Date.now() / MINUTE) * MINUTE + minutes * MINUTE)

/** The local day at the Chicago venues, as Today asks for it, so a run near midnight asks right. */
export const chicagoDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(instant)

/** Maya's record: her grandfather may collect her, and the parent's number is the first contact. */
export const mayasPickupRecord = {
  allergies: [{ name: 'Peanuts', severity: 'life_threatening', whatToDo: 'EpiPen, call 911' }],
  emergencyContacts: [{ name: 'Ana Lopez', relationship: 'Mother', phone: '555-0100' }],
  collectors: [{ name: 'Dan Lopez', relationship: 'Grandfather', phone: '555-111-2233' }],
  photoConsent: true,
}

type Action = Parameters<typeof recordAttendance>[0]['action']

/**
 * Sunny Studio (signed in as its owner, in Chicago) with a class, a parent with Maya (whose
 * record names who may collect her) and Leo, and another provider with a session of its own.
 * `session` adds a session `minutes` from now; `book` gives a child a confirmed place in it;
 * `provider` signs in one more provider of the same families' children.
 */
export async function buildAttendanceWorld(app: TestAppWithMail, suffix: string) {
  const db = app.database.db
  const catalog = catalogRows(db)
  const sunny = await signedInProvider(
    app,
    `Sunny Studio ${suffix}`,
    `owner-${suffix}@attendance.example`,
  )
  const { owner, vendorId, caller } = sunny
  const activityId = await catalog.activity({
    vendor: { id: vendorId, locationId: sunny.locationId },
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
  /** The service at a moment of the test's choosing: the clock moved forward. */
  const actAt = (now: Date, action: Action, as: AttendanceCaller = caller) =>
    recordAttendance({
      db,
      caller: as,
      action,
      sharing: recordSharing(app.config),
      notices: app.notices,
      now,
    })
  /** How many attendance rows the participant has: what a refused action must leave alone. */
  const rowsFor = async (participantId: string) =>
    Number(
      (
        await db
          .select({ n: count() })
          .from(attendanceActions)
          .where(eq(attendanceActions.participantId, participantId))
      )[0]?.n,
    )
  /** A member of Sunny Studio's staff, signed in, assigned the activities given. */
  const instructor = async (name: string, activityIds: string[]) => {
    const email = `${name}-${suffix}@attendance.example`
    const user = await createSignedInUser(app, { email })
    const staff = await addStaff(
      app,
      { email, userId: user.userId },
      { vendorId, role: 'instructor', activityIds },
    )
    return { cookie: staff.cookie ?? '' }
  }
  let providers = 0
  /** One more provider, signed in as its owner, with a class of its own in Chicago. */
  const provider = async (name: string) => {
    providers += 1
    const more = await signedInProvider(
      app,
      `${name} ${suffix}`,
      `provider${providers}-${suffix}@attendance.example`,
    )
    const classId = await catalog.activity({
      vendor: { id: more.vendorId, locationId: more.locationId },
      title: `${name} class ${suffix}`,
      capacity: 40,
    })
    return { ...more, activityId: classId }
  }

  return {
    app,
    db,
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
    actAt,
    rowsFor,
    instructor,
    provider,
    caller,
  }
}

export type AttendanceWorld = Awaited<ReturnType<typeof buildAttendanceWorld>>

/**
 * The world of a test file, built before its tests on an app of its own and closed after them.
 * The object is filled in place by `beforeAll`, so the file can hold it from the start.
 */
export function useAttendanceWorld(suffix: string): AttendanceWorld {
  const world = {} as AttendanceWorld
  beforeAll(async () => {
    const app = await buildTestApp()
    Object.assign(world, await buildAttendanceWorld(app, suffix))
  })
  afterAll(async () => {
    await world.app?.close()
  })
  return world
}
