import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const apiServer = 'http://127.0.0.1:3000'

// Libraries change less often than app code, so they get long-cached chunks of their own:
// the framework every page needs, and Zod for the schemas. App code is split along the lazy
// route areas (one chunk per feature, see src/app/routes).
const frameworkPackages = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/
const zodPackage = /node_modules[\\/]zod[\\/]/

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
      '/demo': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: frameworkPackages },
            { name: 'zod', test: zodPackage },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Screens load lazily and user-event types key by key: on a busy 2-core CI machine the
    // defaults (5 s per test) fail tests that are merely slow, not wrong.
    testTimeout: 30_000,
  },
})
