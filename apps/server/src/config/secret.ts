import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
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
 * Fills in the data key: DATA_ENCRYPTION_KEY, or outside production a key generated once and
 * kept in DATA_DIR beside the auth secret, so children's records stay readable across restarts.
 * Keys a rotation of that file left behind (`data-encryption-previous-keys`) are read too.
 */
export async function resolveDataKey(config: Config): Promise<void> {
  if (config.dataEncryption.key) return
  const existing = await readKeys(keyFile(config, 'key'))
  config.dataEncryption.key = existing[0] ?? (await writeKeys(config, 'key', [newDataKeyText()]))[0]
  config.dataEncryption.previousKeys = [
    ...config.dataEncryption.previousKeys,
    ...(await readKeys(keyFile(config, 'previous'))),
  ]
}

const keyFile = (config: Config, which: 'key' | 'previous') =>
  path.join(
    config.dataDir,
    which === 'key' ? 'data-encryption-key' : 'data-encryption-previous-keys',
  )

async function readKeys(file: string): Promise<string[]> {
  try {
    return (await readFile(file, 'utf8'))
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => Buffer.from(line, 'base64').length === 32)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return []
  }
}

async function writeKeys(config: Config, which: 'key' | 'previous', keys: string[]) {
  await mkdir(config.dataDir, { recursive: true })
  await writeFile(keyFile(config, which), keys.map((key) => `${key}\n`).join(''), { mode: 0o600 })
  return keys
}

/**
 * The embedded database's rotation, before its rows are re-sealed: a new key becomes the
 * current one and the old one joins the previous keys, so every row stays readable whether or
 * not the re-sealing finishes. Resolved configurations only.
 */
export async function rotateKeyFile(config: Config): Promise<void> {
  const { key, previousKeys } = config.dataEncryption
  if (!key) throw new Error('the data key is not resolved')
  const previous = [key, ...(await readKeys(keyFile(config, 'previous')))]
  await writeKeys(config, 'previous', previous)
  const [fresh] = await writeKeys(config, 'key', [newDataKeyText()])
  config.dataEncryption = { key: fresh, previousKeys: [...new Set([...previousKeys, ...previous])] }
  keyrings.delete(config)
}

/** Once every row is sealed with the current key, the embedded database's old keys can go. */
export async function forgetPreviousKeyFile(config: Config): Promise<void> {
  await rm(keyFile(config, 'previous'), { force: true })
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
