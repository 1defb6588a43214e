// `npm run lighthouse`: audits /, /activities and one activity page with Lighthouse's default mobile
// settings (a mid-range phone on a slow 4G line), against the production build on a fresh embedded
// database. Prints each run's scores and LCP/TBT/CLS with the load average beside them: scores
// move with a busy machine, so this reports figures and never fails on them.
// Options: --runs N (default 2), --page / (repeatable; default the three public pages).
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, findChromium } from './chromium.mjs'
import { freePort } from './free-port.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const reports = path.join(root, 'test-results/lighthouse')
const targets = { performance: 90, accessibility: 100, 'best-practices': 100 }

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    page: { type: 'string', multiple: true },
  },
})
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number, 1 or more')

async function startApp(port) {
  const dataDir = path.join(root, `test-results/lighthouse-data-${port}`)
  rmSync(dataDir, { recursive: true, force: true })
  const app = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  })
  const stop = () => {
    app.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app exited with code ${app.exitCode}`)
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null)
    if (ready?.ok) return stop
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  stop()
  throw new Error('The app did not become ready within 3 minutes')
}

async function firstActivityPath(origin) {
  const response = await fetch(`${origin}/api/activities?pageSize=1`)
  const { items } = await response.json()
  if (!items?.length) throw new Error('The demo catalogue has no activity to audit')
  return `/activities/${items[0].id}`
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: chromiumFlags,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(targets),
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    // A page that never painted scores zero everywhere: say why instead of printing zeros.
    const failure = result.lhr.runtimeError
    if (failure) throw new Error(`Lighthouse could not audit ${url}: ${failure.message}`)
    return result
  } finally {
    await chrome.kill()
  }
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN
const mark = (value, target) => (value >= target ? `${value}` : `${value} (below ${target})`)

const port = await freePort()
const stopApp = await startApp(port)
const rows = []
try {
  const origin = `http://127.0.0.1:${port}`
  const pages = values.page ?? ['/', '/activities', await firstActivityPath(origin)]
  rmSync(reports, { recursive: true, force: true })
  mkdirSync(reports, { recursive: true })
  for (const page of pages) {
    for (let run = 1; run <= runs; run += 1) {
      const load = os.loadavg()[0].toFixed(2)
      const { lhr, report } = await audit(`${origin}${page}`)
      const name = `${page.replaceAll('/', '_') || '_'}-${run}.json`
      writeFileSync(path.join(reports, name), report)
      rows.push({
        page,
        run,
        load,
        performance: mark(score(lhr, 'performance'), targets.performance),
        accessibility: mark(score(lhr, 'accessibility'), targets.accessibility),
        bestPractices: mark(score(lhr, 'best-practices'), targets['best-practices']),
        lcp: `${(metric(lhr, 'largest-contentful-paint') / 1000).toFixed(2)} s`,
        tbt: `${Math.round(metric(lhr, 'total-blocking-time'))} ms`,
        cls: metric(lhr, 'cumulative-layout-shift').toFixed(3),
      })
      console.log(`${page} run ${run}: done (load ${load})`)
    }
  }
} finally {
  stopApp()
}

console.log(
  `\nLighthouse ${rows.length ? 'mobile' : ''} on ${os.cpus().length} cores; reports in ${path.relative(root, reports)}/`,
)
console.table(rows)
