import type { AdminUser, adminUserListQuerySchema, Role, VendorStatus } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import { notFound } from '../../lib/http-problem.ts'
import { likePattern } from '../../lib/like-pattern.ts'
import { isoOrNull, isoString, pageOf, pageOffset } from '../../lib/pagination.ts'
import type { Transaction } from './admin-actor.ts'

export const ADMIN_USER_NOT_FOUND = 'User not found'

type Row = {
  id: string
  email: string
  firstName: string
  lastName: string
  roles: Role[] | string
  registeredAt: Date | string
  disabledAt: Date | string | null
  vendorId: string | null
  businessName: string | null
  vendorStatus: VendorStatus | null
}

/** Users matching `where` (aliases u, up, v), roles in the order customer, vendor, admin. */
export async function selectAdminUsers(options: {
  db: Database | Transaction
  where: SQL
  limit?: number
  offset?: number
}): Promise<AdminUser[]> {
  const { db, where, limit = 1, offset = 0 } = options
  const rows = await queryRows<Row>(
    db,
    sql`select u.id, u.email, coalesce(up.first_name, '') as "firstName",
        coalesce(up.last_name, '') as "lastName", u.created_at as "registeredAt",
        u.disabled_at as "disabledAt",
        (select coalesce(json_agg(r.role order by array_position(array['customer', 'vendor', 'admin'], r.role)), '[]'::json)
          from user_roles r where r.user_id = u.id) as roles,
        v.id as "vendorId", v.business_name as "businessName", v.status as "vendorStatus"
      from "user" u
      left join user_profiles up on up.id = u.id
      left join vendors v on v.user_id = u.id
      where ${where}
      order by u.created_at desc, u.id desc
      limit ${limit} offset ${offset}`,
  )
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: fromJson(row.roles),
    registeredAt: isoString(row.registeredAt),
    disabledAt: isoOrNull(row.disabledAt),
    vendor:
      row.vendorId && row.businessName && row.vendorStatus
        ? { id: row.vendorId, businessName: row.businessName, status: row.vendorStatus }
        : null,
  }))
}

export async function getAdminUser(options: {
  db: Database | Transaction
  userId: string
}): Promise<AdminUser> {
  const [found] = await selectAdminUsers({ db: options.db, where: sql`u.id = ${options.userId}` })
  if (!found) throw notFound(ADMIN_USER_NOT_FOUND)
  return found
}

/** Search matches the email, first name, last name or the full name. */
export async function listAdminUsers(options: {
  db: Database
  query: z.output<typeof adminUserListQuerySchema>
}) {
  const { db, query } = options
  const conditions: SQL[] = [sql`true`]
  if (query.q) {
    const pattern = likePattern(query.q)
    conditions.push(sql`(u.email ilike ${pattern} or up.first_name ilike ${pattern}
      or up.last_name ilike ${pattern} or (up.first_name || ' ' || up.last_name) ilike ${pattern})`)
  }
  if (query.role) {
    conditions.push(
      sql`exists (select 1 from user_roles fr where fr.user_id = u.id and fr.role = ${query.role})`,
    )
  }
  const where = sql.join(conditions, sql` and `)
  const [items, [counted]] = await Promise.all([
    selectAdminUsers({ db, where, limit: query.limit, offset: pageOffset(query) }),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from "user" u
        left join user_profiles up on up.id = u.id where ${where}`,
    ),
  ])
  return pageOf({ items, total: Number(counted?.total ?? 0), query })
}
