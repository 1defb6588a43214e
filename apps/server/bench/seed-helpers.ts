import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { queryRows } from '../src/db/query-rows.ts'
import { BUSINESS_SUFFIXES, CITIES, SUBJECTS_BY_CATEGORY, TITLE_ADJECTIVES } from './seed-words.ts'

/** A whole number written into the SQL text: generate_series must see integers, not unknowns. */
export function int(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new Error(`not a whole number: ${value}`)
  return sql.raw(String(value))
}

// Ids derive from the row's number (a UUID made of the md5 of a label), so later statements can
// refer to a provider, location or activity without looking it up.
export const vendorId = (v: string) => sql.raw(`bench_uuid('vendor' || ${v})`)
export const locationId = (v: string, n: string) =>
  sql.raw(`bench_uuid('location' || ${v} || ':' || ${n})`)
export const activityId = (i: string) => sql.raw(`bench_uuid('activity' || ${i})`)

export const CATEGORY_SLUGS = Object.keys(SUBJECTS_BY_CATEGORY)
export const SUBJECTS_PER_CATEGORY = 6

/**
 * Helpers the set-based statements share, created in the scratch database and dropped after the
 * seed: ids made from labels, a deterministic hash-based random (the same data on PGlite and PostgreSQL, run after
 * run) and the word lists as tables to join against.
 */
export async function createSeedHelpers(db: Database): Promise<void> {
  await db.execute(sql`
    create function bench_rand(seed bigint, salt int, n int) returns int
    language sql immutable parallel safe
    as $$ select ((hashint8extended(seed, salt) & 2147483647) % n)::int $$`)
  // A valid version 4 UUID (the API's schemas check version and variant) from a label.
  await db.execute(sql`
    create function bench_uuid(label text) returns uuid
    language sql immutable parallel safe
    as $$ select overlay(overlay(md5(label) placing '4' from 13) placing '8' from 17)::uuid $$`)
  await db.execute(sql`create table bench_cities (
    idx int primary key, city text, state text, zip_prefix text, time_zone text)`)
  await db.execute(sql`create table bench_words (kind text, idx int, word text,
    primary key (kind, idx))`)

  await db.execute(
    sql`insert into bench_cities values ${sql.join(
      CITIES.map(
        (city, idx) =>
          sql`(${int(idx)}, ${city.city}, ${city.state}, ${city.zipPrefix}, ${city.timeZone})`,
      ),
      sql`, `,
    )}`,
  )

  const words: { kind: string; idx: number; word: string }[] = [
    ...CATEGORY_SLUGS.map((slug, idx) => ({ kind: 'category', idx, word: slug })),
    ...CATEGORY_SLUGS.flatMap((slug, categoryIdx) =>
      (SUBJECTS_BY_CATEGORY[slug] ?? []).map((word, idx) => ({
        kind: 'subject',
        idx: categoryIdx * SUBJECTS_PER_CATEGORY + idx,
        word,
      })),
    ),
    ...TITLE_ADJECTIVES.map((word, idx) => ({ kind: 'adjective', idx, word })),
    ...BUSINESS_SUFFIXES.map((word, idx) => ({ kind: 'business', idx, word })),
  ]
  await db.execute(
    sql`insert into bench_words values ${sql.join(
      words.map((row) => sql`(${row.kind}, ${int(row.idx)}, ${row.word})`),
      sql`, `,
    )}`,
  )
}

export async function dropSeedHelpers(db: Database): Promise<void> {
  await db.execute(sql`drop table bench_words`)
  await db.execute(sql`drop table bench_cities`)
  await db.execute(sql`drop function bench_rand(bigint, int, int)`)
  await db.execute(sql`drop function bench_uuid(text)`)
}

/**
 * Drops the non-unique indexes of the bulk-loaded tables and returns what recreates them: one
 * index build after the load is several times faster than 600k incremental updates (the title's
 * trigram GIN index above all). Unique indexes stay, they are rules, not speed.
 */
export async function dropSecondaryIndexes(
  db: Database,
  tables: readonly string[],
): Promise<() => Promise<void>> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid in (${sql.join(
        tables.map((table) => sql`${table}::regclass`),
        sql`, `,
      )}) and not i.indisunique and not i.indisprimary`,
  )
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`)
  return async () => {
    for (const index of indexes) await db.execute(sql.raw(index.definition))
  }
}

/**
 * Drops the foreign keys of the given tables and returns what adds them back. Adding one back
 * checks every row in a single join, instead of one lookup per inserted row and key.
 */
export async function dropForeignKeys(
  db: Database,
  tables: readonly string[],
): Promise<() => Promise<void>> {
  const constraints = await queryRows<{ table: string; name: string; definition: string }>(
    db,
    sql`select conrelid::regclass::text as table, conname as name,
        pg_get_constraintdef(oid) as definition
      from pg_constraint
      where contype = 'f' and conrelid in (${sql.join(
        tables.map((table) => sql`${table}::regclass`),
        sql`, `,
      )})`,
  )
  for (const constraint of constraints) {
    await db.execute(
      sql`alter table ${sql.raw(constraint.table)} drop constraint ${sql.identifier(constraint.name)}`,
    )
  }
  return async () => {
    for (const constraint of constraints) {
      await db.execute(
        sql`alter table ${sql.raw(constraint.table)} add constraint ${sql.identifier(
          constraint.name,
        )} ${sql.raw(constraint.definition)}`,
      )
    }
  }
}
