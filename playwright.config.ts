import { defineConfig, devices } from '@playwright/test'
import { DESKTOP, PHONE } from './e2e/support/widths'
import { chromiumFlags, findChromium } from './scripts/chromium.mjs'
import { freePort } from './scripts/free-port.mjs'

// A port nobody holds, unless E2E_PORT names one. The workers load this file again and inherit
// the environment, so they read the same port.
process.env.E2E_PORT ||= String(await freePort())
const port = Number(process.env.E2E_PORT)
const baseURL = `http://127.0.0.1:${port}`
// Debian's Chromium (or CHROMIUM_PATH): Playwright never downloads a browser of its own here.
const chromium = { executablePath: findChromium(), args: chromiumFlags }

const desktop = { ...devices['Desktop Chrome'], viewport: DESKTOP }

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // npm test asks for a JSON report too, to count the tests in its summary line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      // Every spec, at 1280 px, except what exists only on small screens (@phone: the drawers)
      // and the @decides tests, which run in their own project after everything else. The
      // accessibility specs check both widths from here, narrowing one page to a phone's.
      grepInvert: /@phone|@decides/,
      use: desktop,
    },
    {
      name: 'phone',
      // At 375 px only what a phone shows differently: @phone tests, and @both-widths journeys
      // whose screens change shape (menus and drawers for links, cards for tables). The rest
      // behaves the same at any width: running it twice cost minutes and found nothing new.
      grep: /@phone|@both-widths/,
      grepInvert: /@decides/,
      use: {
        ...devices['Pixel 7'],
        viewport: PHONE,
        // Pixel 7 defaults to the bundled browser's channel; ours is Debian's Chromium.
        channel: undefined,
      },
    },
    {
      // Admin decisions change what the public catalogue shows (an approved provider's activity
      // appears, the featured set changes): run once the tests that count the catalogue are done.
      name: 'decisions',
      grep: /@decides/,
      dependencies: ['desktop', 'phone'],
      use: desktop,
    },
  ],
  webServer: {
    // A fresh embedded database with demo data for every run, on a port of its own.
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/ready`,
    timeout: 120_000,
    // Whatever already answers on the port is not this run's app with this run's data.
    reuseExistingServer: false,
    // SIGTERM lets the server remove its scratch database (SIGKILL, the default, would not).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    // The app's own address, which the payment pages send the browser back to: the same host as
    // the tests' (127.0.0.1, not localhost), so the session cookie goes along.
    env: { PORT: String(port), PUBLIC_URL: baseURL, LOG_LEVEL: 'warn' },
  },
})
