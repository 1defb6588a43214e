import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from './env.ts'

/**
 * Returns AUTH_SECRET, or outside production a secret generated once and kept in DATA_DIR,
 * so sessions survive restarts without any set-up.
 */
export async function resolveAuthSecret(config: Config): Promise<string> {
  if (config.authSecret) return config.authSecret
  const file = path.join(config.dataDir, 'auth-secret')
  try {
    const existing = (await readFile(file, 'utf8')).trim()
    if (existing.length >= 32) return existing
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const secret = randomBytes(32).toString('base64url')
  await mkdir(config.dataDir, { recursive: true })
  await writeFile(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
