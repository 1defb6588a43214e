// `npm run smoke`: starts the app as `npm start` does, on a fresh embedded database with the demo
// data in a scratch directory and a free port, then, through the real API, signs in as the demo
// parent, books a paid activity for one of their children, pays on the test checkout and waits
// for the payment job to confirm the booking. Stops the app, removes the directory and ends with
// one line: passed or failed, on which Node version. CI runs it on the oldest Node we support.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './free-port.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const READY_WITHIN_MS = 180_000
const CONFIRMED_WITHIN_MS = 30_000
// A demo account from the README; the smoke books with it as a family would.
const PARENT = { email: 'parent@example.com', password: 'password123' }
const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }

const startedAt = performance.now()
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1)
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function startApp({ port, dataDir }) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }
  Object.assign(env, { LOG_LEVEL: 'warn', SEED_DEMO: 'true', RUN_JOBS: 'true' })
  // The embedded database and the offline test checkout, whatever the shell has set.
  for (const name of ['DATABASE_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_URL']) {
    delete env[name]
  }
  // A group of its own, so stopping it stops the server that `npm start` runs too.
  const app = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = []
  app.stdout.on('data', (chunk) => output.push(chunk))
  app.stderr.on('data', (chunk) => output.push(chunk))
  const exited = new Promise((resolve) => app.on('exit', resolve))
  return { app, exited, output: () => Buffer.concat(output).toString() }
}

async function stopApp({ app, exited }) {
  if (app.exitCode !== null || app.signalCode !== null) return
  const signalGroup = (signal) => {
    try {
      process.kill(-app.pid, signal)
    } catch {
      // The group has gone already.
    }
  }
  signalGroup('SIGTERM')
  const stopped = await Promise.race([exited.then(() => true), pause(15_000).then(() => false)])
  if (!stopped) {
    signalGroup('SIGKILL')
    await exited
  }
}

async function waitUntilReady(origin, running) {
  const deadline = Date.now() + READY_WITHIN_MS
  while (Date.now() < deadline) {
    if (running.app.exitCode !== null) {
      throw new Error(`the app exited with code ${running.app.exitCode} before it was ready`)
    }
    const ready = await fetch(`${origin}/api/ready`).catch(() => null)
    if (ready?.ok) return
    await pause(250)
  }
  throw new Error(`GET /api/ready did not answer 200 within ${READY_WITHIN_MS / 1000} s`)
}

/** A client of the API that keeps its session cookie, as a browser would. */
function apiClient(origin) {
  let cookie = ''
  return async (method, url, body) => {
    const headers = { origin, ...(cookie ? { cookie } : {}) }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${origin}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const setCookies = response.headers.getSetCookie()
    if (setCookies.length > 0) cookie = setCookies.map((line) => line.split(';')[0]).join('; ')
    const text = await response.text()
    return { status: response.status, json: text ? JSON.parse(text) : null }
  }
}

async function expectStatus(call, status, what) {
  const answer = await call
  if (answer.status !== status) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.json)}`)
  }
  return answer.json
}

/** The first session of a paid activity one of the children may book: the age rule decides. */
async function bookPaidSession(api, children) {
  const list = await expectStatus(
    api('GET', '/api/activities?minPrice=1&limit=20'),
    200,
    'GET /api/activities',
  )
  const refusals = []
  for (const activity of list.items) {
    const detail = await expectStatus(
      api('GET', `/api/activities/${activity.id}`),
      200,
      'GET /api/activities/:id',
    )
    for (const session of detail.upcomingSessions) {
      if (session.spotsLeft !== null && session.spotsLeft < 1) continue
      for (const child of children) {
        const body = { sessionId: session.id, childIds: [child.id] }
        const answer = await api('POST', '/api/bookings', body)
        if (answer.status === 201) return { booking: answer.json, title: activity.title }
        refusals.push(`${answer.status} ${answer.json?.detail ?? answer.json?.title ?? ''}`)
        if (refusals.length >= 30) break
      }
    }
  }
  throw new Error(`no paid session could be booked; the refusals: ${refusals.join('; ')}`)
}

async function waitUntilConfirmed(api, bookingId) {
  const deadline = Date.now() + CONFIRMED_WITHIN_MS
  let booking
  while (Date.now() < deadline) {
    booking = await expectStatus(
      api('GET', `/api/bookings/${bookingId}`),
      200,
      'GET /api/bookings/:id',
    )
    if (booking.status === 'confirmed' && booking.paymentStatus === 'paid') return
    await pause(250)
  }
  throw new Error(
    `the paid booking was still ${booking?.status} (payment ${booking?.paymentStatus}) after ${CONFIRMED_WITHIN_MS / 1000} s`,
  )
}

async function bookAndPay(origin) {
  const api = apiClient(origin)
  await expectStatus(api('POST', '/api/account/sign-in', PARENT), 200, 'POST /api/account/sign-in')
  const children = await expectStatus(api('GET', '/api/children'), 200, 'GET /api/children')
  if (children.items.length === 0) throw new Error(`${PARENT.email} has no children to book for`)
  const { booking, title } = await bookPaidSession(api, children.items)
  if (booking.status !== 'pending') throw new Error(`a new paid booking was ${booking.status}`)
  const paidAt = performance.now()
  const checkout = await expectStatus(
    api('POST', `/api/bookings/${booking.id}/checkout`),
    200,
    'POST /api/bookings/:id/checkout',
  )
  const checkoutId = new URL(checkout.url).pathname.split('/').pop()
  await expectStatus(
    api('POST', `/api/payments/test-checkout/${checkoutId}`, TEST_CARD),
    200,
    'POST /api/payments/test-checkout/:id',
  )
  await waitUntilConfirmed(api, booking.id)
  return { title, confirmedIn: seconds(paidAt) }
}

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afc-smoke-'))
const running = startApp({ port, dataDir })
// Interrupted, it still stops the app (in a group of its own, the signal misses it) and tidies up.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stopApp(running)
    rmSync(dataDir, { recursive: true, force: true })
    console.log(`Smoke test interrupted by ${signal}`)
    process.exit(1)
  })
}
let outcome
try {
  await waitUntilReady(origin, running)
  const readyIn = seconds(startedAt)
  const { title, confirmedIn } = await bookAndPay(origin)
  outcome = `passed on Node ${process.version}: ready in ${readyIn} s; ${PARENT.email} booked "${title}", paid on the test checkout and saw it confirmed ${confirmedIn} s later`
} catch (error) {
  process.exitCode = 1
  console.error(running.output())
  outcome = `FAILED on Node ${process.version}: ${error instanceof Error ? error.message : error}`
} finally {
  await stopApp(running)
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(`Smoke test ${outcome} (${seconds(startedAt)} s in all)`)
