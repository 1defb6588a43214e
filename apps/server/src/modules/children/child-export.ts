import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { Keyring } from '../../lib/sealed-text.ts'
import { childRegistration } from '../registration/index.ts'
import { getOwnRecord, ownChild } from './record-service.ts'

type SectionContext = { db: Database; keyring: Keyring; parentId: string; childId: string }

/**
 * One part of a parent's copy of what is held about a child. A module that keeps more about a
 * child (signed waivers, answers) adds its own section to the list below, read by its own
 * index, and the copy carries it under its name.
 */
export type ChildExportSection = {
  name: string
  read: (context: SectionContext) => Promise<unknown>
}

const profile: ChildExportSection = {
  name: 'profile',
  read: async ({ db, parentId, childId }) => {
    const { id, firstName, lastName, birthDate, notes, createdAt } = await ownChild(
      db,
      parentId,
      childId,
    )
    return { id, firstName, lastName, birthDate, notes, createdAt }
  },
}

const record: ChildExportSection = {
  name: 'record',
  read: async (context) => (await getOwnRecord(context)).record,
}

const bookings: ChildExportSection = {
  name: 'bookings',
  read: ({ db, childId }) =>
    queryRows(
      db,
      sql`select b.id, b.kind, b.status, a.title as activity, v.business_name as provider,
          t.name as term, s.starts_at as "startsAt", b.created_at as "bookedAt",
          bp.first_name as "firstName", bp.last_name as "lastName"
        from booking_participants bp
        join bookings b on b.id = bp.booking_id
        join activities a on a.id = b.activity_id
        join vendors v on v.id = a.vendor_id
        join activity_schedules s on s.id = b.schedule_id
        left join terms t on t.id = b.term_id
        where bp.child_id = ${childId}
        order by s.starts_at, b.id`,
    ),
}

const accessLog: ChildExportSection = {
  name: 'accessLog',
  read: ({ db, childId }) =>
    queryRows(
      db,
      sql`select viewer_name as "viewerName", viewer_kind as "viewerKind", reason,
          viewed_at as "viewedAt"
        from child_record_views where child_id = ${childId} order by viewed_at, id`,
    ),
}

const registration: ChildExportSection = {
  name: 'registration',
  read: ({ db, childId }) => childRegistration({ db, childId }),
}

export const CHILD_EXPORT_SECTIONS: ChildExportSection[] = [
  profile,
  record,
  bookings,
  registration,
  accessLog,
]

/** Everything held about the parent's child, section by section; anyone else's is a 404. */
export async function exportChild(context: SectionContext & { now?: Date }) {
  await ownChild(context.db, context.parentId, context.childId)
  const sections: Record<string, unknown> = {}
  for (const section of CHILD_EXPORT_SECTIONS) sections[section.name] = await section.read(context)
  return { exportedAt: (context.now ?? new Date()).toISOString(), ...sections }
}
