import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/contracts'],
    // Vitest leaves a core to its main process by default: one worker on a 2-core machine. The
    // main process mostly waits, so every core runs test files.
    maxWorkers: availableParallelism(),
  },
})
