import type { BookingRegistration, SignatureList, signatureListQuerySchema } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { notFound } from '../../lib/http-problem.ts'
import { isoString, pageOf, pageOffset } from '../../lib/pagination.ts'
import { ACTIVITY_NOT_FOUND, IS_PUBLIC_ACTIVITY } from '../catalog/index.ts'
import {
  earlierAnswers,
  ownActivity,
  readRegistration,
  signedChildren,
} from './registration-queries.ts'
import { waiverPdf } from './waiver-pdf.ts'

export const SIGNATURE_NOT_FOUND = 'Signature not found.'

type SignatureRow = {
  id: string
  childName: string
  signedName: string
  version: number
  signedAt: Date | string
  ipAddress: string
}

const SIGNATURE_COLUMNS = sql`ws.id, ws.child_name as "childName", ws.signed_name as "signedName",
  w.version, ws.signed_at as "signedAt", ws.ip_address as "ipAddress"`

const signatureOf = (row: SignatureRow) => ({
  ...row,
  version: Number(row.version),
  signedAt: isoString(row.signedAt),
})

/** The signatures of the caller's activity, newest first, a page at a time. */
export async function listSignatures(options: {
  db: Database
  vendorId: string
  activityId: string
  query: z.output<typeof signatureListQuerySchema>
}): Promise<SignatureList> {
  const { db, vendorId, activityId, query } = options
  await ownActivity({ db, vendorId, activityId })
  const [rows, [counted]] = await Promise.all([
    queryRows<SignatureRow>(
      db,
      sql`select ${SIGNATURE_COLUMNS}
        from waiver_signatures ws join activity_waivers w on w.id = ws.waiver_id
        where w.activity_id = ${activityId}
        order by ws.signed_at desc, ws.id desc
        limit ${query.limit} offset ${pageOffset(query)}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total
        from waiver_signatures ws join activity_waivers w on w.id = ws.waiver_id
        where w.activity_id = ${activityId}`,
    ),
  ])
  return pageOf({ items: rows.map(signatureOf), total: Number(counted?.total ?? 0), query })
}

/** One signed waiver of the caller's activities as a PDF: the text signed, the signer, the time. */
export async function signedWaiverPdf(options: {
  db: Database
  vendorId: string
  signatureId: string
}): Promise<Buffer> {
  const { db, vendorId, signatureId } = options
  const [row] = await queryRows<SignatureRow & { text: string; activityTitle: string }>(
    db,
    sql`select ${SIGNATURE_COLUMNS}, w.text, a.title as "activityTitle"
      from waiver_signatures ws
      join activity_waivers w on w.id = ws.waiver_id
      join activities a on a.id = w.activity_id
      where ws.id = ${signatureId} and a.vendor_id = ${vendorId}`,
  )
  if (!row) throw notFound(SIGNATURE_NOT_FOUND)
  return waiverPdf({ ...signatureOf(row), text: row.text, activityTitle: row.activityTitle })
}

/**
 * What a parent is asked when booking a listed activity: its questions, its current waiver,
 * which of the caller's children signed that version already and what they answered before.
 */
export async function bookingRegistration(options: {
  db: Database
  customerId: string
  activityId: string
}): Promise<BookingRegistration> {
  const { db, customerId, activityId } = options
  const [listed] = await queryRows<{ id: string }>(
    db,
    sql`select a.id from activities a join vendors v on v.id = a.vendor_id
      where a.id = ${activityId} and ${IS_PUBLIC_ACTIVITY}`,
  )
  if (!listed) throw notFound(ACTIVITY_NOT_FOUND)
  const registration = await readRegistration(db, activityId)
  const kids = await queryRows<{ id: string }>(
    db,
    sql`select id from children where parent_id = ${customerId}`,
  )
  const earlier = await earlierAnswers(db, {
    childIds: kids.map((kid) => kid.id),
    questionIds: registration.questions.map((question) => question.id),
  })
  if (!registration.waiver) return { ...registration, signedChildIds: [], earlierAnswers: earlier }
  const [waiver] = await queryRows<{ id: string }>(
    db,
    sql`select id from activity_waivers
      where activity_id = ${activityId} and version = ${registration.waiver.version}`,
  )
  const signed = waiver
    ? await signedChildren(
        db,
        waiver.id,
        kids.map((kid) => kid.id),
      )
    : new Set<string>()
  return { ...registration, signedChildIds: [...signed], earlierAnswers: earlier }
}
