import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vitest/config'

const apiServer = 'http://127.0.0.1:3000'

// Libraries every page needs change rarely, so they get one long-cached chunk of their own;
// everything else is split along the lazy route areas.
const frameworkPackages = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  server: {
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'framework', test: frameworkPackages }],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
})
