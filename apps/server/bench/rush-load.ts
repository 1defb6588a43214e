import { readFile } from 'node:fs/promises'
import http from 'node:http'
import type { PreparedBooking, RushAnswer, RushJob, RushResult } from './load-jobs.ts'

/** As long as the slowest booking may wait behind the whole rush on a busy machine. */
const ANSWER_TIMEOUT_MS = 120_000

/**
 * Runs in the load process: every booking of the list is handed to the client at once; the
 * client's agent gives them to `connections` keep-alive connections in list order, as a crowd of
 * families pressing Book at the same moment would reach the server. Each answer is recorded.
 */
export async function runRush(job: RushJob): Promise<RushResult> {
  const list = JSON.parse(await readFile(job.requestsFile, 'utf8')) as PreparedBooking[]
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections })
  const started = performance.now()
  try {
    const answers = await Promise.all(
      list.map((booking) => sendBooking({ url: booking.url ?? job.url, agent, booking, started })),
    )
    return { kind: 'rush', answers }
  } finally {
    agent.destroy()
  }
}

function sendBooking(options: {
  url: string
  agent: http.Agent
  booking: PreparedBooking
  started: number
}): Promise<RushAnswer> {
  const { booking, started } = options
  const since = () => performance.now() - started
  return new Promise((resolve) => {
    let sentMs = Number.NaN
    const request = http.request(options.url, {
      method: 'POST',
      agent: options.agent,
      timeout: ANSWER_TIMEOUT_MS,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(booking.body),
        cookie: booking.cookie,
        'idempotency-key': booking.idempotencyKey,
      },
    })
    request.once('socket', () => {
      sentMs = since()
    })
    request.once('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.once('end', () => {
        const answeredMs = since()
        const status = response.statusCode ?? 0
        // A booking answers itself; a term enrolment answers { booking, ... }.
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
          id?: string
          booking?: { id?: string }
          detail?: string
        }
        resolve(
          status === 201
            ? { sentMs, answeredMs, status, bookingId: body.id ?? body.booking?.id ?? '' }
            : { sentMs, answeredMs, status, detail: body.detail ?? `HTTP ${status}` },
        )
      })
    })
    request.once('timeout', () => request.destroy(new Error('no answer in time')))
    request.once('error', (error) =>
      resolve({ sentMs, answeredMs: since(), status: 0, detail: error.message }),
    )
    request.end(booking.body)
  })
}
