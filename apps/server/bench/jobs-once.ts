import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { queryRows } from '../src/db/query-rows.ts'
import {
  activities,
  activityPricing,
  activitySchedules,
  bookingParticipants,
  bookings,
  children,
  user,
  vendorLocations,
  vendors,
} from '../src/db/schema/index.ts'
import { startSmtpStandIn } from '../src/test/smtp-stand-in.ts'
import { createScratchDatabase } from './scratch-database.ts'

// `npm run bench:jobs`: two web processes (both running jobs) and one worker on one PostgreSQL
// database, with reminders due, for a few minutes. Prints how many times each scheduled job ran
// in each minute and how many times each reminder was queued and delivered: every figure should
// be 1. Exits non-zero if one is not; it never judges a timing.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const HOUR = 3_600_000
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '150' },
    reminders: { type: 'string', default: '40' },
  },
})
const seconds = Number(values.seconds)
const reminderCount = Number(values.reminders)

/** One provider, one session in 12 hours, and `count` families booked two days ago. */
async function seedDueReminders(db: Database, count: number) {
  const ownerId = randomUUID()
  await db.insert(user).values({ id: ownerId, name: 'Once Club', email: `${ownerId}@example.com` })
  const [vendor] = await db
    .insert(vendors)
    .values({
      userId: ownerId,
      businessName: 'Once Club',
      description: 'A club whose reminders go out once.',
      status: 'approved',
    })
    .returning({ id: vendors.id })
  const vendorId = vendor?.id ?? ''
  const [location] = await db
    .insert(vendorLocations)
    .values({
      vendorId,
      name: 'Hall',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      timeZone: 'America/Chicago',
      isPrimary: true,
    })
    .returning({ id: vendorLocations.id })
  // An activity needs its default price in the same transaction (a deferred check).
  const activityId = await db.transaction(async (tx) => {
    const [activity] = await tx
      .insert(activities)
      .values({
        vendorId,
        locationId: location?.id ?? null,
        title: 'Once Upon a Time',
        description: 'Stories read aloud for small children, with pictures and songs.',
        isApproved: true,
      })
      .returning({ id: activities.id })
    const id = activity?.id ?? ''
    await tx.insert(activityPricing).values({ activityId: id, priceCents: 1000, isDefault: true })
    return id
  })
  const startsAt = new Date(Date.now() + 12 * HOUR)
  const [session] = await db
    .insert(activitySchedules)
    .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR) })
    .returning({ id: activitySchedules.id })
  for (let index = 0; index < count; index += 1) {
    const parentId = randomUUID()
    await db.insert(user).values({
      id: parentId,
      name: `Parent ${index}`,
      email: `parent${index}@once.example`,
      emailVerified: true,
    })
    const [child] = await db
      .insert(children)
      .values({ parentId, firstName: `Kid${index}`, lastName: 'Once', birthDate: '2018-01-01' })
      .returning({ id: children.id })
    const [booking] = await db
      .insert(bookings)
      .values({
        activityId,
        scheduleId: session?.id ?? '',
        customerId: parentId,
        quantity: 1,
        totalAmountCents: 1000,
        createdAt: new Date(Date.now() - 48 * HOUR),
      })
      .returning({ id: bookings.id })
    await db.insert(bookingParticipants).values({
      bookingId: booking?.id ?? '',
      childId: child?.id ?? null,
      firstName: `Kid${index}`,
      lastName: 'Once',
    })
  }
}

function startProcess(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  })
}

type SlotCount = { name: string; slot: string; runs: number }

async function main() {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const scratch = await createScratchDatabase(adminUrl)
  const dataDir = await mkdtemp(path.join(tmpdir(), 'afc-jobs-once-'))
  const smtp = await startSmtpStandIn()
  const processes: ChildProcess[] = []
  try {
    const url = new URL(adminUrl)
    url.pathname = `/${scratch.location.split('/').at(-1)}`
    const db = scratch.handle.db
    await seedDueReminders(db, reminderCount)
    const env = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'b'.repeat(32),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://kids.example',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
    }
    processes.push(startProcess('src/main.ts', { ...env, RUN_JOBS: 'true' }))
    processes.push(startProcess('src/main.ts', { ...env, RUN_JOBS: 'true' }))
    processes.push(startProcess('src/worker.ts', env))
    console.log(
      `Two web processes and a worker on ${scratch.location}, ${reminderCount} reminders due; running ${seconds} s...`,
    )
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
    for (const child of processes) child.kill('SIGTERM')
    await Promise.all(
      processes.map((child) => new Promise((resolve) => child.once('exit', resolve))),
    )

    const slots = await queryRows<SlotCount>(
      db,
      sql`select name, to_char(date_trunc('minute', created_on), 'HH24:MI') as slot, count(*)::int as runs
        from job_queue.job where name in ('refresh-next-sessions', 'queue-session-reminders', 'queue-provider-rosters')
        group by 1, 2 order by 2, 1`,
    )
    const [queued] = await queryRows<{ keys: number; rows: number }>(
      db,
      sql`select count(distinct key)::int as keys, count(*)::int as rows
        from mail_outbox where key like 'reminder:%'`,
    )
    const deliveries = new Map<string, number>()
    for (const mail of smtp.accepted) {
      deliveries.set(mail.messageId, (deliveries.get(mail.messageId) ?? 0) + 1)
    }
    const reminderMails = smtp.accepted.filter((mail) => mail.subject.startsWith('Tomorrow'))
    const maxDelivered = Math.max(0, ...deliveries.values())
    console.log('\nScheduled runs per minute (every figure should be 1):')
    for (const row of slots) console.log(`  ${row.slot}  ${row.name.padEnd(26)} ${row.runs}`)
    console.log('\nReminders:')
    console.log(`  bookings due                ${reminderCount}`)
    console.log(
      `  queued in the outbox        ${queued?.rows ?? 0} (distinct keys ${queued?.keys ?? 0})`,
    )
    console.log(`  accepted by SMTP            ${reminderMails.length}`)
    console.log(`  most copies of one message  ${maxDelivered}`)
    const once =
      slots.length > 0 &&
      slots.every((row) => row.runs === 1) &&
      queued?.rows === reminderCount &&
      reminderMails.length === reminderCount &&
      maxDelivered === 1
    console.log(`\nExactly once: ${once ? 'yes' : 'NO'}`)
    if (!once) process.exitCode = 1
  } finally {
    for (const child of processes) child.kill('SIGKILL')
    await smtp.close()
    await scratch.dispose()
    await rm(dataDir, { recursive: true, force: true })
  }
}

await main()
