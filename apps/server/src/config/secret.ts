import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type Keyring, keyringOf, newDataKeyText } from '../lib/sealed-text.ts'
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

/**
 * Returns DATA_ENCRYPTION_KEY, or outside production a key generated once and kept in DATA_DIR
 * beside the auth secret, so children's records stay readable across restarts.
 */
export async function resolveDataKey(config: Config): Promise<string> {
  if (config.dataEncryption.key) return config.dataEncryption.key
  const file = dataKeyFile(config)
  try {
    const existing = (await readFile(file, 'utf8')).trim()
    if (Buffer.from(existing, 'base64').length === 32) return existing
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  return writeDataKey(config, newDataKeyText())
}

export const dataKeyFile = (config: Config) => path.join(config.dataDir, 'data-encryption-key')

/** Keeps `key` as the embedded database's data key (a rotation writes the new one here). */
export async function writeDataKey(config: Config, key: string): Promise<string> {
  await mkdir(config.dataDir, { recursive: true })
  await writeFile(dataKeyFile(config), `${key}\n`, { mode: 0o600 })
  return key
}

const keyrings = new WeakMap<Config, Keyring>()

/** The keys of the configuration, parsed once; the key is resolved at start (`boot.ts`). */
export function dataKeyring(config: Config): Keyring {
  const known = keyrings.get(config)
  if (known) return known
  if (!config.dataEncryption.key) throw new Error('DATA_ENCRYPTION_KEY is not set')
  const keyring = keyringOf(config.dataEncryption.key, config.dataEncryption.previousKeys)
  keyrings.set(config, keyring)
  return keyring
}
