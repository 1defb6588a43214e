// The server the browser tests drive: the production build on a fresh embedded database of its
// own, removed again when Playwright stops the server.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afc-e2e-'))
process.env.DATA_DIR = dataDir
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
await import('./start.mjs')
