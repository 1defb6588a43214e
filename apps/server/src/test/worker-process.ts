import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * Starts `npm run worker` as a process of its own on the PostgreSQL database at `databaseUrl`,
 * sending mail to `smtpUrl`. A job still running after 2 s is taken as lost and retried a second
 * later, so a test that kills it sees the retry soon. Kill it with SIGKILL to crash it.
 */
export function startWorker(options: {
  databaseUrl: string
  dataDir: string
  smtpUrl: string
}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'c'.repeat(32),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      SMTP_URL: options.smtpUrl,
      PUBLIC_URL: 'https://kids.example',
      JOB_TIMEOUT_SECONDS: '2',
      JOB_RETRY_DELAY_SECONDS: '1',
      LOG_LEVEL: 'error',
    },
  })
}

/** Checks every 200 ms until `check` holds or `limitMs` has gone by; answers whether it held. */
export async function until(check: () => Promise<boolean>, limitMs: number) {
  const deadline = Date.now() + limitMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return false
}
