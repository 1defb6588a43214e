import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server (postgres)' : 'server (pglite)',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file opens its own database; PGlite's start-up is the slow part, not the tests.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
