// `npm test`: lint, types, unit and API tests (PGlite, then PostgreSQL when TEST_DATABASE_URL is
// set), a production build, and the browser tests. Every step runs; the summary says what failed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const reports = path.join(root, 'test-results/reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const postgresUrl = process.env.TEST_DATABASE_URL
const { TEST_DATABASE_URL: _ignored, ...envWithoutPostgres } = process.env
const results = []
let passed = 0
let failed = 0
let skipped = 0

function step(name, command, args, { env = process.env, report } = {}) {
  console.log(`\n━━ ${name} ━━`)
  const startedAt = Date.now()
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
  const ok = run.status === 0
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1)
  results.push({ name, ok, seconds })
  if (report) countTests(report)
  return ok
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

step('Lint (Biome)', 'npx', ['biome', 'check', '.'])
step('Types (tsc)', 'npm', ['run', '--silent', 'typecheck'])
step('Unit and API tests on PGlite', 'npx', vitest(path.join(reports, 'vitest-pglite.json')), {
  env: envWithoutPostgres,
  report: path.join(reports, 'vitest-pglite.json'),
})
if (postgresUrl) {
  const report = path.join(reports, 'vitest-postgres.json')
  step('API tests on PostgreSQL', 'npx', vitest(report, ['--project', 'server (postgres)']), {
    report,
  })
} else {
  console.log('\n━━ API tests on PostgreSQL: SKIPPED (TEST_DATABASE_URL is not set) ━━')
}
const built = step('Production build', 'npm', ['run', 'build', '-w', '@afc/web'])
if (built) {
  const report = path.join(reports, 'playwright.json')
  step('Browser tests (Playwright + Chromium)', 'npx', ['playwright', 'test'], {
    env: { ...envWithoutPostgres, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    report,
  })
}

console.log('\n━━ Summary ━━')
for (const result of results) {
  console.log(`${result.ok ? 'ok  ' : 'FAIL'}  ${result.name}  (${result.seconds}s)`)
}
const allOk = results.every((result) => result.ok)
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(allOk ? 0 : 1)
