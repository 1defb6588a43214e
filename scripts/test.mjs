// `npm test`: unit, web and API tests on PGlite, a production build, then the browser tests with
// lint, types and the API tests on PostgreSQL (when TEST_DATABASE_URL is set) beside them. Every
// step runs; the summary says how long each took and what failed.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const runStartedAt = Date.now()
const reports = path.join(root, 'test-results/reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const postgresUrl = process.env.TEST_DATABASE_URL
const { TEST_DATABASE_URL: _ignored, ...envWithoutPostgres } = process.env
/** Every step by name, in the order the summary lists them: { ok, seconds } once it has run. */
const results = new Map()
let passed = 0
let failed = 0
let skipped = 0
let flaky = 0

/**
 * Runs one step. A step run `aside` keeps its output until it ends and then prints it whole, so
 * it can run beside a step that prints as it goes. `priority` lowers the step's share of the CPU
 * (its processes inherit it).
 */
function step(name, command, args, { env = process.env, report, aside = false, priority } = {}) {
  if (!aside) console.log(`\n━━ ${name} ━━`)
  const startedAt = Date.now()
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: aside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
  if (priority !== undefined && child.pid !== undefined) os.setPriority(child.pid, priority)
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  // A command that cannot start (not installed) fails its step like any other failure.
  child.on('error', (error) => console.error(`${name}: ${error.message}`))
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1)
      if (aside) console.log(`\n━━ ${name} (ran alongside) ━━\n${Buffer.concat(output)}`)
      results.set(name, { ok, seconds, aside })
      if (report) countTests(report)
      resolve(ok)
    })
  })
}

function countTests(report) {
  if (!existsSync(report)) return
  const data = JSON.parse(readFileSync(report, 'utf8'))
  if (data.numTotalTests !== undefined) {
    passed += data.numPassedTests
    failed += data.numFailedTests
    skipped += data.numPendingTests + data.numTodoTests
  } else if (data.stats) {
    passed += data.stats.expected + data.stats.flaky
    flaky += data.stats.flaky
    failed += data.stats.unexpected
    skipped += data.stats.skipped
  }
}

/** Each step's wall-clock seconds and result, then the whole run's: where the time goes. */
function printTimings() {
  const width = Math.max(...order.map((name) => name.length))
  const row = (name, seconds, result) =>
    console.log(`${name.padEnd(width)}  ${seconds.padStart(7)}  ${result}`.trimEnd())
  console.log('\n━━ Summary ━━')
  row('step', 'seconds', 'result')
  for (const name of order) {
    const { ok, seconds, aside, skipped: why } = results.get(name)
    if (why) row(name, '-', why)
    else row(name, seconds, `${ok ? 'ok' : 'FAIL'}${aside ? ' (ran alongside)' : ''}`)
  }
  row('whole run', ((Date.now() - runStartedAt) / 1000).toFixed(1), '')
}

const vitest = (report, extra = []) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extra,
]

const order = [
  'Unit and API tests on PGlite',
  'Production build',
  'Browser tests (Playwright + Chromium)',
  'API tests on PostgreSQL',
  'Lint (Biome)',
  'Types (tsc)',
]
// The unit, web and PGlite API tests keep both cores busy from their first file on: they run
// alone. The browser tests mostly wait (for the page, the server, a job), using about a third of
// two cores, so everything else runs beside them at a lower priority that leaves the browser
// tests the CPU whenever they want it.
const pgliteReport = path.join(reports, 'vitest-pglite.json')
await step('Unit and API tests on PGlite', 'npx', vitest(pgliteReport), {
  env: envWithoutPostgres,
  report: pgliteReport,
})
const built = await step('Production build', 'npm', ['run', 'build', '-w', '@afc/web'])
const beside = { aside: true, priority: os.constants.priority.PRIORITY_BELOW_NORMAL }
const checks = step('Lint (Biome)', 'npx', ['biome', 'check', '.'], beside).then(() =>
  step('Types (tsc)', 'npm', ['run', '--silent', 'typecheck'], beside),
)
let postgres = Promise.resolve()
if (postgresUrl) {
  const report = path.join(reports, 'vitest-postgres.json')
  const args = vitest(report, ['--project', 'server (postgres)'])
  postgres = step('API tests on PostgreSQL', 'npx', args, { ...beside, report })
} else {
  console.log('\n━━ API tests on PostgreSQL: SKIPPED (TEST_DATABASE_URL is not set) ━━')
  results.set('API tests on PostgreSQL', { skipped: 'SKIPPED (TEST_DATABASE_URL is not set)' })
}
if (built) {
  const report = path.join(reports, 'playwright.json')
  // One retry: the browser tests share two cores with the PostgreSQL pass, and a wait that runs
  // out under that load is not a fault of the page. The summary counts each test that needed it.
  const args = ['playwright', 'test', '--retries=1']
  await step('Browser tests (Playwright + Chromium)', 'npx', args, {
    env: { ...envWithoutPostgres, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    report,
  })
} else {
  results.set('Browser tests (Playwright + Chromium)', { skipped: 'not run: the build failed' })
}
await Promise.all([checks, postgres])

printTimings()
const allOk = [...results.values()].every((result) => result.ok || result.skipped)
const extras = `${skipped ? `, ${skipped} skipped` : ''}${flaky ? `, ${flaky} passed on a retry` : ''}`
console.log(`\n${passed} passed, ${failed} failed${extras}`)
process.exit(allOk ? 0 : 1)
