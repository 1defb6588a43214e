import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, like } from 'drizzle-orm'
import type { DatabaseHandle } from '../src/db/client.ts'
import { mailOutbox } from '../src/db/schema/index.ts'
import { createSmtpMailer } from '../src/infra/mail/smtp-mailer.ts'
import { startSmtpStandIn } from '../src/test/smtp-stand-in.ts'
import { startBenchServer } from './bench-server.ts'
import { distinctSessionBookings } from './booking-requests.ts'
import { BOOKINGS_PATH } from './bookings-section.ts'
import type { BookingLoadResult } from './load-jobs.ts'
import { measureBookingLoad } from './measure.ts'
import type { Parent } from './prepare-parents.ts'
import type { BenchSettings } from './report.ts'

export type MailInRequestResult = {
  /** How long the SMTP stand-in takes to accept a message. */
  smtpDelayMs: number
  seconds: number
  /** Each booking's mails sent inside the request, side by side, as before the outbox. */
  inRequest: BookingLoadResult
  /** Each booking's mails queued by its transaction and sent by the job runner. */
  byJob: BookingLoadResult
}

/**
 * POST /api/bookings one at a time, the same kind of booking on the same database, twice: once
 * with the request waiting for its two mails as it did before the outbox (both sent at once
 * through the real SMTP adapter), once as now. The SMTP stand-in answers after `smtpDelayMs`,
 * like a mail provider across the internet.
 */
export async function measureMailInRequest(options: {
  handle: DatabaseHandle
  settings: BenchSettings
  /** Signed-in parents, with a child of every age. */
  parents: Parent[]
}): Promise<MailInRequestResult> {
  const { handle, settings, parents } = options
  const smtpDelayMs = settings.smtpDelayMs
  const smtp = await startSmtpStandIn({ answerDelayMs: smtpDelayMs })
  const mailer = createSmtpMailer({ smtpUrl: smtp.url, from: 'Bench <bench@kids.example>' })
  const inRequestServer = await startBenchServer(handle, {
    mailer,
    runJobs: false,
    register: (app) => {
      app.addHook('onSend', async (request, reply, payload) => {
        if (request.routeOptions.url !== BOOKINGS_PATH || request.method !== 'POST') return payload
        if (reply.statusCode !== 201 || typeof payload !== 'string') return payload
        const { id } = JSON.parse(payload) as { id: string }
        const mails = await handle.db
          .select()
          .from(mailOutbox)
          .where(
            and(like(mailOutbox.key, `booking-confirmed:${id}:%`), eq(mailOutbox.status, 'queued')),
          )
        await Promise.all(
          mails.map((mail) =>
            mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.body }),
          ),
        )
        // Sent here, so the job runner of the other server has nothing left to send for them.
        await handle.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(like(mailOutbox.key, `booking-confirmed:${id}:%`))
        return payload
      })
    },
  })
  const byJobServer = await startBenchServer(handle, { mailer })
  const listDir = await mkdtemp(path.join(tmpdir(), 'afc-bench-mail-'))
  try {
    // Far more than one connection books in the time: the run ends on time, not on the list.
    const size = Math.ceil(200 * settings.durationSeconds)
    const [inRequestList = [], byJobList = []] = await distinctSessionBookings({
      db: handle.db,
      parents,
      lists: [
        { run: 'mail-in-request', size },
        { run: 'mail-by-job', size },
      ],
      // A paid booking is a hold and mails nothing until it is paid for.
      freeOfCharge: true,
    })
    const run = async (baseUrl: string, name: string, requests: unknown[]) => {
      const requestsFile = path.join(listDir, `${name}.json`)
      await writeFile(requestsFile, JSON.stringify(requests))
      return measureBookingLoad({
        url: baseUrl + BOOKINGS_PATH,
        requestsFile,
        connections: 1,
        durationSeconds: settings.durationSeconds,
      })
    }
    const inRequest = await run(inRequestServer.baseUrl, 'in-request', inRequestList)
    const byJob = await run(byJobServer.baseUrl, 'by-job', byJobList)
    console.log(
      `  mail: p50 ${inRequest.latencyMs.p50.toFixed(1)} ms with mail in the request, ${byJob.latencyMs.p50.toFixed(1)} ms with the outbox`,
    )
    return { smtpDelayMs, seconds: settings.durationSeconds, inRequest, byJob }
  } finally {
    await rm(listDir, { recursive: true, force: true })
    await inRequestServer.close()
    await byJobServer.close()
    await smtp.close()
  }
}
