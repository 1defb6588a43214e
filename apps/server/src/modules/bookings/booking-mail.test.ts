import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, mailOutbox } from '../../db/schema/index.ts'
import type { Mailer, MailMessage } from '../../infra/mail/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildBookingWorld, DAY } from '../../test/booking-world.ts'
import { birthDateAged } from '../../test/calendar.ts'

/** An SMTP server that can be down (refusing), or hanging (never answering), or up. */
function unreliableMailer() {
  const sent: MailMessage[] = []
  let state: 'up' | 'down' | 'hanging' = 'up'
  let attempts = 0
  const mailer: Mailer & { sent: MailMessage[] } = {
    sent,
    async send(message) {
      attempts += 1
      if (state === 'down') throw new Error('connect ECONNREFUSED 127.0.0.1:2525')
      if (state === 'hanging') await new Promise(() => {})
      sent.push(message)
    },
  }
  return {
    mailer,
    set: (next: typeof state) => {
      state = next
    },
    attempts: () => attempts,
  }
}

const smtp = unreliableMailer()
let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildBookingWorld>>

beforeAll(async () => {
  app = await buildTestApp({}, undefined, {}, undefined, smtp.mailer)
  // Free, so a booking is confirmed (and its mails queued) by the booking request itself.
  world = await buildBookingWorld(app, 'outbox', { priceCents: 0 })
})
afterAll(async () => {
  await app?.close()
})

const outboxFor = (bookingId: string) =>
  app.database.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.key, `booking-confirmed:${bookingId}:%`))

describe('booking mail through the outbox', () => {
  it('confirms a booking while SMTP hangs, and sends each mail once when SMTP is back', async () => {
    smtp.set('hanging')
    const sessionId = await world.session(new Date(Date.now() + 5 * DAY))
    const childId = await world.child('Ola', birthDateAged(6))
    const started = performance.now()
    const response = await world.book({ sessionId, childIds: [childId] })
    const elapsed = performance.now() - started
    expect(response.statusCode).toBe(201)
    // The request never touched SMTP: it only wrote the mail beside the booking.
    expect(smtp.attempts()).toBe(0)
    expect(elapsed).toBeLessThan(5_000)
    const bookingId = response.json().id as string
    const queued = await outboxFor(bookingId)
    expect(queued.map((mail) => [mail.recipient, mail.status])).toEqual(
      expect.arrayContaining([
        ['parent-outbox@example.com', 'queued'],
        ['kites@example.com', 'queued'],
      ]),
    )

    smtp.set('down')
    await app.jobs.runQueued()
    const failed = await outboxFor(bookingId)
    expect(failed.every((mail) => mail.status === 'queued' && mail.sentAt === null)).toBe(true)
    expect(failed.every((mail) => mail.attempts >= 1)).toBe(true)
    expect(failed[0]?.lastError).toContain('ECONNREFUSED')
    const [stored] = await app.database.db.select().from(bookings).where(eq(bookings.id, bookingId))
    expect(stored?.status).toBe('confirmed')

    smtp.set('up')
    await app.jobs.runQueued()
    await app.jobs.runQueued()
    const confirmations = smtp.mailer.sent.filter((mail) =>
      mail.subject.startsWith('Booked: Kite Making outbox'),
    )
    expect(confirmations).toHaveLength(1)
    expect(confirmations[0]?.to).toBe('parent-outbox@example.com')
    expect(confirmations[0]?.messageId).toMatch(/^<[0-9a-f]{32}@localhost>$/)
    const sent = await outboxFor(bookingId)
    expect(sent.every((mail) => mail.status === 'sent' && mail.lastError === null)).toBe(true)
  })

  it('sends nothing when the transaction that queued the mail rolls back', async () => {
    const before = (await app.database.db.select().from(mailOutbox)).length
    await expect(
      app.database.db.transaction(async (tx) => {
        await app.outbox.add(tx, {
          to: 'someone@example.com',
          subject: 'Never sent',
          text: 'This change did not happen.',
          key: 'rolled-back:1',
          topic: 'transactional',
        })
        throw new Error('the change failed after its mail was queued')
      }),
    ).rejects.toThrow('the change failed')
    expect(await app.database.db.select().from(mailOutbox)).toHaveLength(before)
    expect(await app.jobs.runQueued()).toBe(0)
    expect(smtp.mailer.sent.some((mail) => mail.subject === 'Never sent')).toBe(false)
  })

  it('keeps one mail per event: the same key queued twice is sent once', async () => {
    const mail = {
      to: 'twice@example.com',
      subject: 'Once only',
      text: 'One event, one mail.',
      key: 'same-event:1',
      topic: 'transactional' as const,
    }
    await app.outbox.add(app.database.db, mail)
    await app.outbox.add(app.database.db, mail)
    await app.jobs.runQueued()
    expect(smtp.mailer.sent.filter((sent) => sent.subject === 'Once only')).toHaveLength(1)
  })
})
