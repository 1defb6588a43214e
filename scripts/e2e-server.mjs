// The server the browser tests drive: the production build on a fresh embedded database.
import { rmSync } from 'node:fs'

if (!process.env.DATA_DIR) throw new Error('DATA_DIR must be set for the e2e server')
rmSync(process.env.DATA_DIR, { recursive: true, force: true })
await import('./start.mjs')
