// `npm test`: lint, types, unit and API tests (PGlite, then PostgreSQL when TEST_DATABASE_URL is
// set), a production build, and the browser tests. Every step runs; the summary says what failed.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const reports = path.join(root, 'test-results/reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const postgresUrl = process.env.TEST_DATABASE_URL
const { TEST_DATABASE_URL: _ignored, ...envWithoutPostgres } = process.env
const results = new Map()
let passed = 0
let failed = 0
let skipped = 0

/**
 * Runs one step. A step run `aside` keeps its output until it ends and then prints it whole, so
 * it can run beside a step that prints as it goes.
 */
function step(name, command, args, { env = process.env, report, aside = false } = {}) {
  if (!aside) console.log(`\n━━ ${name} ━━`)
  const startedAt = Date.now()
  const child = spawn(command, args, {
    cwd: root,
    env,
    stdio: aside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
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
      results.set(name, { ok, seconds })
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
    failed += data.stats.unexpected
    skipped += data.stats.skipped
  }
}

const vitest = (report, extra = []) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...extra,
]

const order = ['Lint (Biome)', 'Types (tsc)', 'Unit and API tests on PGlite']
// Lint and tsc keep one core busy; the API tests keep both busy from their first file on, so the
// two together finish sooner than one after the other.
const checks = step('Lint (Biome)', 'npx', ['biome', 'check', '.'], { aside: true }).then(() =>
  step('Types (tsc)', 'npm', ['run', '--silent', 'typecheck'], { aside: true }),
)
const pgliteReport = path.join(reports, 'vitest-pglite.json')
await step('Unit and API tests on PGlite', 'npx', vitest(pgliteReport), {
  env: envWithoutPostgres,
  report: pgliteReport,
})
await checks
if (postgresUrl) {
  const report = path.join(reports, 'vitest-postgres.json')
  order.push('API tests on PostgreSQL')
  await step('API tests on PostgreSQL', 'npx', vitest(report, ['--project', 'server (postgres)']), {
    report,
  })
} else {
  console.log('\n━━ API tests on PostgreSQL: SKIPPED (TEST_DATABASE_URL is not set) ━━')
}
order.push('Production build')
const built = await step('Production build', 'npm', ['run', 'build', '-w', '@afc/web'])
if (built) {
  const report = path.join(reports, 'playwright.json')
  order.push('Browser tests (Playwright + Chromium)')
  await step('Browser tests (Playwright + Chromium)', 'npx', ['playwright', 'test'], {
    env: { ...envWithoutPostgres, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    report,
  })
}

console.log('\n━━ Summary ━━')
for (const name of order) {
  const result = results.get(name)
  console.log(`${result.ok ? 'ok  ' : 'FAIL'}  ${name}  (${result.seconds}s)`)
}
const allOk = [...results.values()].every((result) => result.ok)
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(allOk ? 0 : 1)
