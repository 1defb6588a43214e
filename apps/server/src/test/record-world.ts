import { eq } from 'drizzle-orm'
import {
  activitySchedules,
  bookingParticipants,
  bookings,
  children,
  vendors,
} from '../db/schema/index.ts'
import { createSignedInUser } from './accounts.ts'
import type { TestAppWithMail } from './app.ts'
import { birthDateAged } from './calendar.ts'
import { catalogRows } from './catalog-rows.ts'

const DAY = 86_400_000

/** A whole minute `days` from now (negative: in the past). */
const daysFromNow = (days: number) =>
  new Date(Math.floor((Date.now() + days * DAY) / 60_000) * 60_000)

/**
 * Maya's parent, and the people around her record: Sunny Studio, where she has a class in two
 * days; Old Mill, where her last class was 40 days ago (past the 30-day window); Far Hills,
 * which never had her; another parent with Leo; an admin; and Leo booked at Sunny Studio too.
 */
export async function buildRecordWorld(app: TestAppWithMail, suffix: string) {
  const db = app.database.db
  const catalog = catalogRows(db)
  const account = (name: string, roles: ('vendor' | 'admin')[] = []) =>
    createSignedInUser(app, { email: `${name}-${suffix}@record.example`, roles })
  const provider = async (name: string) => {
    const signedIn = await account(name.toLowerCase().replace(/\W/g, '-'), ['vendor'])
    const [vendor] = await db
      .update(vendors)
      .set({ businessName: name, status: 'approved' })
      .where(eq(vendors.userId, signedIn.userId))
      .returning()
    const activityId = await catalog.activity({
      vendor: { id: vendor?.id ?? '', locationId: '' },
      title: `${name} class ${suffix}`,
      priceCents: 1500,
    })
    return { ...signedIn, vendorId: vendor?.id ?? '', activityId }
  }
  const child = async (parentId: string, firstName: string) => {
    const [row] = await db
      .insert(children)
      .values({ parentId, firstName, lastName: 'Lopez', birthDate: birthDateAged(7) })
      .returning({ id: children.id })
    return row?.id ?? ''
  }
  /** A confirmed booking for the child of one session, `days` from now or at that moment. */
  const book = async (
    at: { activityId: string },
    customerId: string,
    childId: string,
    when: number | Date,
  ) => {
    const startsAt = typeof when === 'number' ? daysFromNow(when) : when
    const [session] = await db
      .insert(activitySchedules)
      .values({
        activityId: at.activityId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + DAY / 24),
      })
      .returning({ id: activitySchedules.id })
    const [booking] = await db
      .insert(bookings)
      .values({
        activityId: at.activityId,
        scheduleId: session?.id ?? '',
        customerId,
        status: 'confirmed',
        totalAmountCents: 1500,
      })
      .returning({ id: bookings.id })
    const [names] = await db.select().from(children).where(eq(children.id, childId))
    await db.insert(bookingParticipants).values({
      bookingId: booking?.id ?? '',
      childId,
      firstName: names?.firstName ?? '',
      lastName: names?.lastName ?? '',
    })
    return booking?.id ?? ''
  }

  const parent = await account('parent')
  const otherParent = await account('other-parent')
  const admin = await account('admin', ['admin'])
  const sunny = await provider(`Sunny Studio ${suffix}`)
  const oldMill = await provider(`Old Mill ${suffix}`)
  const farHills = await provider(`Far Hills ${suffix}`)
  const maya = await child(parent.userId, 'Maya')
  const leo = await child(otherParent.userId, 'Leo')
  await book(sunny, parent.userId, maya, 2)
  await book(oldMill, parent.userId, maya, -40)
  await book(sunny, otherParent.userId, leo, 3)
  return { parent, otherParent, admin, sunny, oldMill, farHills, maya, leo, book }
}

/** A record with one allergy of each severity, complete but for photo consent. */
export const mayasRecord = {
  allergies: [
    { name: 'Peanuts', severity: 'life_threatening', whatToDo: 'EpiPen in the blue bag, call 911' },
    { name: 'Cats', severity: 'mild', whatToDo: 'Antihistamine' },
  ],
  conditions: 'Asthma',
  medications: 'Ventolin before sport',
  dietaryNeeds: 'No nuts',
  doctorName: 'Dr Okafor',
  doctorPhone: '(555) 201-3344',
  emergencyContacts: [{ name: 'Rosa Lopez', relationship: 'Aunt', phone: '+1 555 987 6543' }],
  collectors: [{ name: 'Dan Lopez', relationship: 'Grandfather', phone: '555-111-2233' }],
  providerNotes: 'Shy at first',
}
