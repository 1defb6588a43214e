import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server (postgres)' : 'server (pglite)',
    environment: 'node',
    // bench/: the tests that keep `npm run bench` working.
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // Migrates one database up front; each file opens its own copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    // Files share a worker's loaded modules: each builds its own app and database, and nothing
    // outside them keeps state (a fresh process per file spent seconds importing the app again).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
