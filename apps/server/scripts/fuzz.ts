import { parseArgs } from 'node:util'
import { formatReport } from '../src/fuzz/report.ts'
import { runFuzz } from '../src/fuzz/runner.ts'
import { startFuzzTarget } from '../src/fuzz/target.ts'

// `npm run fuzz`: thousands of requests generated from the app's own OpenAPI document, sent by
// every role to the real app on a seeded database. Fails when any answer is a 5xx.

const usage = `Usage: npm run fuzz -- [--requests N] [--seed S] [--max-seconds T]
  --requests N      how many requests to send (FUZZ_REQUESTS, default 5000)
  --seed S          replay a run: the same seed generates the same requests (FUZZ_SEED, default random)
  --max-seconds T   stop after T seconds whatever the count (FUZZ_MAX_SECONDS, default 600)
  --concurrency C   requests in flight at once (FUZZ_CONCURRENCY, default 1); above 1 a seed no
                    longer replays exactly, but races between requests show up`

function wholeNumber(name: string, text: string | undefined, fallback: number) {
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`${name} must be a whole number (got '${text}')\n\n${usage}`)
    process.exit(2)
  }
  return value
}

const { values } = parseArgs({
  options: {
    requests: { type: 'string' },
    seed: { type: 'string' },
    'max-seconds': { type: 'string' },
    concurrency: { type: 'string' },
    help: { type: 'boolean' },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}

const requests = wholeNumber('--requests', values.requests ?? process.env.FUZZ_REQUESTS, 5_000)
const seed = wholeNumber(
  '--seed',
  values.seed ?? process.env.FUZZ_SEED,
  Math.floor(Math.random() * 2 ** 31),
)
const maxSeconds = wholeNumber(
  '--max-seconds',
  values['max-seconds'] ?? process.env.FUZZ_MAX_SECONDS,
  600,
)

const concurrency = Math.max(
  1,
  wholeNumber('--concurrency', values.concurrency ?? process.env.FUZZ_CONCURRENCY, 1),
)
console.log(
  `Fuzzing the API: ${requests} requests, seed ${seed}, ${concurrency} at a time, at most ${maxSeconds} s.`,
)
console.log('Starting the app on a fresh database with the demo data...')
const target = await startFuzzTarget()
console.log(`${target.operations.length} operations in /api/openapi.json; sending requests...`)
try {
  const result = await runFuzz(target, {
    requests,
    seed,
    maxSeconds,
    concurrency,
    onProgress: (sent) => {
      if (sent % 1_000 === 0) console.log(`  ${sent} sent`)
    },
  })
  console.log(`\n${formatReport(result)}`)
  process.exitCode = result.failures.length > 0 ? 1 : 0
} finally {
  await target.app.close()
}
