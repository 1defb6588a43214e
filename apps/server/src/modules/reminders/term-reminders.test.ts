import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { HOUR } from '../../test/booking-world.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { buildEnrolmentWorld } from '../../test/enrolment-world.ts'
import { payForBooking } from '../../test/pay.ts'
import { queueDueReminders } from './session-reminders.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildEnrolmentWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildEnrolmentWorld(app, 'remind')
})
afterAll(async () => {
  await app?.close()
})

const context = () => ({
  db: app.database.db,
  ...app.notices,
  secret: app.config.authSecret ?? '',
})

describe('a term enrolment on the day before each session', () => {
  it('reminds the family of every session, each once', async () => {
    // Sessions two, three and four days ahead: each comes within 24 hours on its own day.
    const { termId } = await world.term('Reminded', [2, 3, 4])
    const ola = await world.child('Ola', birthDateAged(6))
    const answer = await world.enrol(termId, [ola])
    const bookingId: string = answer.json().booking.id
    expect((await payForBooking(app, { bookingId, cookie: world.parent.cookie })).statusCode).toBe(
      200,
    )
    const reminders = async () =>
      (
        await app.database.db
          .select({ key: mailOutbox.key })
          .from(mailOutbox)
          .where(like(mailOutbox.key, `reminder:${bookingId}:%`))
      ).length

    const start = Date.now()
    for (const [day, expected] of [
      [1, 1],
      [2, 2],
      [3, 3],
    ] as const) {
      const now = new Date(start + day * 24 * HOUR + HOUR)
      await queueDueReminders({ ...context(), now })
      await queueDueReminders({ ...context(), now })
      expect(await reminders()).toBe(expected)
    }
  })
})
