import type { AdminPageQuery, Child, childInputSchema } from '@afc/contracts'
import { and, asc, count, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { children } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-problem.ts'
import { pageOf, pageOffset } from '../../lib/pagination.ts'
import { forgetChild } from '../bookings/index.ts'
import { forgetRegistration } from '../registration/index.ts'

type ChildValues = z.output<typeof childInputSchema>
export const CHILD_NOT_FOUND = 'Child not found'

const toChild = (row: typeof children.$inferSelect): Child => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  birthDate: row.birthDate,
  notes: row.notes,
})

const own = (parentId: string, childId: string) =>
  and(eq(children.id, childId), eq(children.parentId, parentId))

export async function listChildren(options: {
  db: Database
  parentId: string
  query: AdminPageQuery
}) {
  const { db, parentId, query } = options
  const mine = eq(children.parentId, parentId)
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(children)
      .where(mine)
      .orderBy(asc(children.birthDate), asc(children.firstName), asc(children.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(children).where(mine),
  ])
  return pageOf({ items: rows.map(toChild), total: Number(counted?.total ?? 0), query })
}

export async function addChild(options: { db: Database; parentId: string; input: ChildValues }) {
  const [row] = await options.db
    .insert(children)
    .values({ ...options.input, parentId: options.parentId })
    .returning()
  if (!row) throw new Error('child insert returned nothing')
  return toChild(row)
}

export async function updateChild(options: {
  db: Database
  parentId: string
  childId: string
  input: ChildValues
}) {
  const [row] = await options.db
    .update(children)
    .set(options.input)
    .where(own(options.parentId, options.childId))
    .returning()
  if (!row) throw notFound(CHILD_NOT_FOUND)
  return toChild(row)
}

/**
 * The profile goes with its record and access log, and its answers; the child's bookings and
 * signed waivers stay for the providers' accounting and proof, with 'Former participant' in
 * place of its name.
 */
export async function removeChild(options: { db: Database; parentId: string; childId: string }) {
  await options.db.transaction(async (tx) => {
    const [child] = await tx
      .select({ id: children.id })
      .from(children)
      .where(own(options.parentId, options.childId))
      .for('update')
    if (!child) throw notFound(CHILD_NOT_FOUND)
    await forgetRegistration({ db: tx, of: { childId: child.id } })
    await forgetChild({ db: tx, childId: child.id })
    await tx.delete(children).where(eq(children.id, child.id))
  })
}
