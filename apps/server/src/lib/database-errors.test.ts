import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { newsletterSubscribers } from '../db/schema/index.ts'
import { createTestDatabase } from '../test/database.ts'
import { problemFromDatabaseError } from './database-errors.ts'

let database: DatabaseHandle

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.close()
})

async function failureOf(query: () => Promise<unknown>) {
  try {
    await query()
  } catch (error) {
    return error
  }
  throw new Error('the query was expected to fail')
}

describe('the database as the last line for text a client sent', () => {
  it('answers 400 when text holding NUL reaches a query', async () => {
    const db = database.db
    const error = await failureOf(() =>
      db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'a\u0000b')),
    )
    expect(problemFromDatabaseError(error)).toMatchObject({
      statusCode: 400,
      message: 'Some of the values are not in a valid format.',
    })
  })

  it('answers 400 for text that is not a number or an id where one is expected', async () => {
    const db = database.db
    const error = await failureOf(() => db.execute(sql`select ${'abc'}::uuid`))
    expect(problemFromDatabaseError(error)?.statusCode).toBe(400)
  })

  it.each(['22021', '22P05', '22P02', '22019', '22025', '2201B'])(
    'answers 400 for PostgreSQL invalid-text code %s, wrapped as Drizzle wraps it',
    (code) => {
      const wrapped = new Error('Failed query: select 1', {
        cause: Object.assign(new Error(), { code }),
      })
      expect(problemFromDatabaseError(wrapped)?.statusCode).toBe(400)
    },
  )

  it('leaves errors that are not the client’s to the 500 handler', () => {
    expect(problemFromDatabaseError(new Error('boom'))).toBeUndefined()
    expect(problemFromDatabaseError(Object.assign(new Error(), { code: 'XX000' }))).toBeUndefined()
  })
})
