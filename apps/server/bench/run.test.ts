import { type ChildProcess, spawn } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabaseUrl, withAdminClient } from '../src/test/database.ts'

// `npm run bench` on a marketplace of 300 activities with a second per load step, on the engine
// under test, so that the bench cannot rot unnoticed. Figures are printed, never checked.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const driver = testDatabaseUrl ? 'postgres' : 'pglite'

const TINY = {
  BENCH_SCALE: '0.003',
  BENCH_DURATION: '1',
  BENCH_WARMUP: '0.2',
  BENCH_BASELINE_RUNS: '1',
  BENCH_BOOKING_CONNECTIONS: '5',
  BENCH_RUSH_CONNECTIONS: '10',
  BENCH_RUSH_PARENTS: '40',
  // Every dashboard is explained, whatever the machine's speed: the plans are always made.
  BENCH_EXPLAIN_OVER_MS: '0',
}

const TABLES = [
  'Catalogue listing benchmark',
  'Vendor dashboard',
  'Admin dashboard and analytics',
  'Bookings',
  'Registration day rush',
  'Term rush',
  'Price quote',
  'Session day',
  'Booking mail in the request or in the outbox',
]

type Bench = {
  child: ChildProcess
  output: () => string
  /** Resolves with the first match of `pattern` in the output; rejects if the bench ends first. */
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

let workDir: string
let bench: Bench | undefined

beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'afc-bench-test-'))
  await mkdir(path.join(workDir, 'tmp'))
})

afterEach(async () => {
  // A failed test must not leave its bench running: SIGTERM lets it drop what it made.
  if (bench && bench.child.exitCode === null && bench.child.signalCode === null) {
    bench.child.kill('SIGTERM')
    await bench.exited
  }
  bench = undefined
  await rm(workDir, { recursive: true, force: true })
})

function startBench(): Bench {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...TINY,
      DATABASE_URL: testDatabaseUrl ?? '',
      // Everything the bench writes to disk lands here, where the test can see what is left.
      TMPDIR: path.join(workDir, 'tmp'),
      BENCH_OUT_DIR: path.join(workDir, 'out'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const listeners = new Set<() => void>()
  const read = (chunk: Buffer) => {
    output += chunk.toString()
    for (const listener of listeners) listener()
  }
  child.stdout?.on('data', read)
  child.stderr?.on('data', read)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  )
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern)
        if (!match) return
        listeners.delete(check)
        resolve(match)
      }
      listeners.add(check)
      check()
      void exited.then(() => reject(new Error(`the bench ended before ${pattern}:\n${output}`)))
    })
  bench = { child, output: () => output, waitFor, exited }
  return bench
}

/** Whether the scratch database the bench named (a directory, or host/name) is still there. */
async function scratchExists(location: string): Promise<boolean> {
  if (!testDatabaseUrl) {
    return readdir(location).then(
      () => true,
      () => false,
    )
  }
  const name = location.split('/').at(-1)
  const { rows } = await withAdminClient((client) =>
    client.query('select 1 from pg_database where datname = $1', [name]),
  )
  return rows.length > 0
}

/** What the bench left in its temp directory (its own files start with afc-). */
const leftOnDisk = async () =>
  (await readdir(path.join(workDir, 'tmp'))).filter((name) => name.startsWith('afc-'))

const SCRATCH_LINE = /Scratch database: \w+ at (\S+);/

describe(`npm run bench on ${driver}`, () => {
  it('runs every section of a tiny marketplace, prints every table and removes what it made', async () => {
    const run = startBench()
    const [, location = ''] = await run.waitFor(SCRATCH_LINE)
    const { code } = await run.exited
    const output = run.output()
    expect(code, output).toBe(0)
    for (const table of TABLES) expect(output).toContain(`## ${table}: ${driver}`)
    expect(output).toContain('## Dashboard plans: busy provider')
    expect(output).toContain(`## Admin dashboard plans: ${driver}`)
    const written = await readdir(path.join(workDir, 'out'))
    expect(written.filter((name) => name.endsWith('.json'))).toHaveLength(1)
    expect(await scratchExists(location)).toBe(false)
    expect(await leftOnDisk()).toEqual([])
  }, 300_000)

  it.each([
    // While it migrates: the database exists before the bench has it in hand.
    { signal: 'SIGINT', after: SCRATCH_LINE, code: 130 },
    // While it seeds: a long statement is running on the database.
    { signal: 'SIGTERM', after: /Seeding \d+ approved providers/, code: 143 },
  ] as const)(
    'removes its scratch database on $signal',
    async ({ signal, after, code }) => {
      const run = startBench()
      const [, location = ''] = await run.waitFor(SCRATCH_LINE)
      await run.waitFor(after)
      expect(await scratchExists(location)).toBe(true)
      run.child.kill(signal)
      expect((await run.exited).code, run.output()).toBe(code)
      expect(await scratchExists(location)).toBe(false)
      expect(await leftOnDisk()).toEqual([])
    },
    120_000,
  )
})
