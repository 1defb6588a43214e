import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, terms } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'

const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000

let app: TestAppWithMail
let springStartsAt: Date

beforeAll(async () => {
  app = await buildTestApp()
  const db = app.database.db
  const catalog = catalogRows(db)
  const vendor = await catalog.vendor({ name: 'Kiln Club', timeZone: 'America/Chicago' })
  const course = await catalog.activity({ vendor, title: 'Pottery Course', type: 'course' })
  await catalog.activity({
    vendor,
    title: 'Pottery Taster',
    sessions: [new Date(Date.now() + DAY)],
  })
  await catalog.activity({ vendor, title: 'Empty Course', type: 'course' })

  const term = async (
    name: string,
    days: number[],
    rules: Partial<typeof terms.$inferInsert> = {},
  ) => {
    const [row] = await db
      .insert(terms)
      .values({ activityId: course, name, priceCents: 18_000, ...rules })
      .returning({ id: terms.id })
    const starts = days.map((day) => new Date(Date.now() + day * DAY))
    await db.insert(activitySchedules).values(
      starts.map((startsAt) => ({
        activityId: course,
        termId: row?.id ?? '',
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR),
      })),
    )
    return starts
  }
  // Under way: not the next term, though it still has sessions to come.
  await term('Winter', [-14, -7, 7])
  // Called off before it began.
  await term('Early Spring', [3, 10], { cancelledAt: new Date() })
  ;[springStartsAt] = (await term('Spring', [21, 28, 35], { priceCents: 24_000 })) as [Date]
  await term('Summer', [60, 67])
})
afterAll(async () => {
  await app?.close()
})

async function card(title: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/activities?q=${encodeURIComponent(title)}`,
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().items.find((item: { title: string }) => item.title === title)
}

describe('the next term on an activity card', () => {
  it('names the soonest term not yet begun, with its first session and price', async () => {
    expect((await card('Pottery Course')).nextTerm).toEqual({
      name: 'Spring',
      startsAt: springStartsAt.toISOString(),
      priceCents: 24_000,
    })
  })

  it('is null for an activity not sold by the term, and for a course without terms', async () => {
    expect((await card('Pottery Taster')).nextTerm).toBeNull()
    expect((await card('Empty Course')).nextTerm).toBeNull()
  })
})
