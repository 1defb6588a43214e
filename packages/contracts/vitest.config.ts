import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Pure functions of their input: nothing to isolate between files.
  test: { name: 'contracts', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
})
