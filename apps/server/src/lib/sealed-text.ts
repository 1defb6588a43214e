import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * AES-256-GCM for the fields a dump must not show. A sealed value reads
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url): the key id lets old and new keys coexist
 * while a rotation re-seals the rows, and the tag refuses a value that was tampered with.
 */
export type Keyring = {
  /** The key new values are sealed with. */
  current: DataKey
  /** Every key a value may have been sealed with, the current one included, by id. */
  byId: Map<string, DataKey>
}
type DataKey = { id: string; key: Buffer }

const VERSION = 'v1'

/** A key is 32 random bytes written as base64 (or base64url); its id is a hash of it. */
export function parseDataKey(text: string): DataKey {
  const key = Buffer.from(text.trim(), 'base64')
  if (key.length !== 32) throw new Error('a data encryption key is 32 bytes written as base64')
  return { id: createHash('sha256').update(key).digest('base64url').slice(0, 8), key }
}

export const newDataKeyText = () => randomBytes(32).toString('base64')

export function keyringOf(current: string, previous: readonly string[] = []): Keyring {
  const keys = [current, ...previous].map(parseDataKey)
  const [first] = keys
  if (!first) throw new Error('no data encryption key')
  return { current: first, byId: new Map(keys.map((key) => [key.id, key])) }
}

export function seal(keyring: Keyring, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [VERSION, keyring.current.id, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The key id a sealed value names, which a rotation compares with the current key's. */
export const sealedKeyId = (sealed: string) => sealed.split('.')[1] ?? ''

export function unseal(keyring: Keyring, sealed: string): string {
  const [version, keyId, iv, tag, body] = sealed.split('.')
  const dataKey = keyring.byId.get(keyId ?? '')
  if (version !== VERSION || !dataKey || !iv || !tag || body === undefined) {
    throw new Error(`a sealed value under an unknown key (${keyId ?? 'none'})`)
  }
  const decipher = createDecipheriv('aes-256-gcm', dataKey.key, Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}
