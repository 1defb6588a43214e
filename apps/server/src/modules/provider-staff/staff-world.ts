import { eq } from 'drizzle-orm'
import { vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import type { TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { buildRecordWorld } from '../../test/record-world.ts'
import { addStaff } from '../../test/staff.ts'
import { termRows } from '../../test/term-rows.ts'

/**
 * Sunny Studio's owner, manager and two instructors: one assigned to the class Maya comes to,
 * one to a second class only Leo comes to. Far Hills has a manager of its own; a parent and a
 * visitor complete the seven kinds of caller of the permission matrix.
 */
export async function buildStaffWorld(app: TestAppWithMail, suffix: string) {
  const db = app.database.db
  const records = await buildRecordWorld(app, suffix)
  const { sunny, farHills, parent, otherParent, maya, leo, book } = records
  const secondClass = await catalogRows(db).activity({
    vendor: { id: sunny.vendorId, locationId: '' },
    title: `Sunny second class ${suffix}`,
    priceCents: 2000,
  })
  await book({ activityId: secondClass }, otherParent.userId, leo, 4)
  const { termId } = await termRows(db).term({
    activityId: sunny.activityId,
    name: `Sunny term ${suffix}`,
    days: [6],
  })
  const person = async (name: string) => {
    const email = `${name}-${suffix}@staff.example`
    return { email, ...(await createSignedInUser(app, { email })) }
  }
  const [managerUser, assignedUser, unassignedUser, farUser] = await Promise.all([
    person('manager'),
    person('instructor'),
    person('other-instructor'),
    person('far-manager'),
  ])
  const manager = await addStaff(app, managerUser, { vendorId: sunny.vendorId, role: 'manager' })
  const assigned = await addStaff(app, assignedUser, {
    vendorId: sunny.vendorId,
    role: 'instructor',
    activityIds: [sunny.activityId],
  })
  const unassigned = await addStaff(app, unassignedUser, {
    vendorId: sunny.vendorId,
    role: 'instructor',
    activityIds: [secondClass],
  })
  const farStaff = await addStaff(app, farUser, { vendorId: farHills.vendorId, role: 'manager' })
  const [farVendor] = await db.select().from(vendors).where(eq(vendors.id, farHills.vendorId))
  return {
    ...records,
    secondClass,
    /** A term of the class the assigned instructor runs. */
    termId,
    farBusinessName: farVendor?.businessName ?? '',
    users: { manager: managerUser, assigned: assignedUser, unassigned: unassignedUser },
    /** The seven kinds of caller, each with the Cookie header it sends (none for a visitor). */
    callers: {
      owner: { cookie: sunny.cookie as string | undefined },
      manager: { cookie: manager.cookie as string | undefined, staffId: manager.staffId },
      'instructor assigned': {
        cookie: assigned.cookie as string | undefined,
        staffId: assigned.staffId,
      },
      'instructor not assigned': {
        cookie: unassigned.cookie as string | undefined,
        staffId: unassigned.staffId,
      },
      "another provider's staff": { cookie: farStaff.cookie as string | undefined },
      parent: { cookie: parent.cookie as string | undefined },
      visitor: { cookie: undefined as string | undefined },
    },
    maya,
  }
}
