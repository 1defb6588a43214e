import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * Test files that begin with `// @one-database` check only what is decided before the database
 * has a say (refusals of input, permissions): PGlite runs them, the PostgreSQL pass leaves them
 * out. Whatever depends on the engine (locks, concurrency, transactions, what a statement returns
 * or refuses) runs on both. The rule is in CONTRIBUTING.md, "The test layers".
 */
function oneDatabaseFiles(): string[] {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter((file) => readFileSync(path.join(root, file), 'utf8').startsWith('// @one-database'))
}

export default defineConfig({
  test: {
    name: onPostgres ? 'server (postgres)' : 'server (pglite)',
    environment: 'node',
    // bench/: the tests that keep `npm run bench` working.
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: onPostgres
      ? [...configDefaults.exclude, ...oneDatabaseFiles()]
      : configDefaults.exclude,
    // Migrates one database up front; each file opens its own copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    // Files share a worker's loaded modules: each builds its own app and database, and nothing
    // outside them keeps state (a fresh process per file spent seconds importing the app again).
    isolate: false,
    // Hang guards, not speed checks (`npm run bench` measures speed): the PostgreSQL pass runs at
    // a low priority beside the browser tests, where a 50-request race has taken over 20 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
