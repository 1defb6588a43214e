import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { serviceWorker } from './service-worker/plugin.ts'

const apiServer = 'http://127.0.0.1:3000'

// Libraries change less often than app code, so they get long-cached chunks of their own:
// the framework every page needs, and Zod for the schemas. App code is split along the lazy
// route areas (one chunk per feature, see src/app/routes), apart from the shared pieces below.
const frameworkPackages = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/
const zodPackage = /node_modules[\\/]zod[\\/]/
// One request for the shared icons instead of one tiny chunk per icon.
const iconPackage = /node_modules[\\/]lucide-react[\\/]/
// What the public catalogue pages (home, the list, an activity) share: the cards with their badges
// and photos, the helpers behind them and the Radix internals every primitive builds on. Left to
// the automatic split they are a dozen chunks of a few hundred bytes, and a phone on a slow line
// waits a round trip for each.
const cataloguePieces = new RegExp(
  [
    String.raw`apps[\\/]web[\\/]src[\\/]components[\\/](activity-|favorites|star-rating|empty-state|page-container|provider-logo|ui[\\/](badge|skeleton|label|input)\.)`,
    String.raw`apps[\\/]web[\\/]src[\\/]lib[\\/](use-media-query|tones|problem-feedback|session-time|catalog-query-keys)\.`,
    String.raw`packages[\\/]contracts[\\/]src[\\/](constants|money|age-rule|responsive-images)\.`,
    String.raw`node_modules[\\/]@radix-ui[\\/](primitive|number|react-(context|primitive|slot|compose-refs|presence|id|use-[a-z-]+|collection|direction))[\\/]`,
  ].join('|'),
)
// Dialogs and drawers: Radix's dialog with the focus trap and scroll lock behind it, in one chunk
// fetched by the pages that have one.
const overlayPieces = new RegExp(
  [
    String.raw`node_modules[\\/](@radix-ui[\\/]react-(dialog|dismissable-layer|focus-scope|focus-guards|portal)|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]`,
    String.raw`apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/](dialog|sheet)\.`,
  ].join('|'),
)

const textAsset = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Writes a .br and a .gz beside every text file of the build, so the server sends them as they
 * are instead of compressing each response (see docs/decisions/0017).
 */
function precompressAssets(): Plugin {
  let outDir = ''
  return {
    name: 'afc:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
      const files = entries
        .filter((entry) => entry.isFile() && textAsset.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file)
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ])
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
        }),
      )
    },
  }
}

export default defineConfig(() => ({
  plugins: [react(), tailwindcss(), serviceWorker(), precompressAssets()],
  resolve: {
    tsconfigPaths: true,
  },
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
            // A group also takes in whatever its modules import that no earlier group has taken,
            // so the libraries' groups come first.
            { name: 'framework', test: frameworkPackages, priority: 4 },
            { name: 'zod', test: zodPackage, priority: 4 },
            { name: 'icons', test: iconPackage, minShareCount: 2, priority: 3 },
            { name: 'catalogue', test: cataloguePieces, priority: 2 },
            { name: 'overlays', test: overlayPieces, priority: 1 },
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
    // Files share a worker's jsdom and loaded modules (React, Radix, the lazy screens) instead of
    // building them again per file; setup.ts resets what a test leaves behind.
    isolate: false,
    // Screens load lazily and user-event types key by key: on a busy 2-core CI machine the
    // defaults (5 s per test) fail tests that are merely slow, not wrong.
    testTimeout: 30_000,
  },
}))
