import { sql } from 'drizzle-orm'

/** `$1::uuid, $2::uuid, …` for an `in (…)` list of ids, one parameter each. */
export const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
