import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { keyringOf, seal, unseal } from '../lib/sealed-text.ts'
import { loadConfig } from './env.ts'
import { dataKeyring, forgetPreviousKeyFile, resolveDataKey, rotateKeyFile } from './secret.ts'

let dataDir: string
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const embedded = async () => {
  const config = loadConfig({ DATA_DIR: dataDir })
  await resolveDataKey(config)
  return config
}

describe('the data key on the embedded database', () => {
  it('is generated once into DATA_DIR and read back at the next start', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'afc-key-'))
    const first = await embedded()
    const kept = (await readFile(path.join(dataDir, 'data-encryption-key'), 'utf8')).trim()
    expect(first.dataEncryption.key).toBe(kept)
    expect((await embedded()).dataEncryption.key).toBe(kept)
  })

  it('rotates to a new key while the old one still opens what it sealed, until told to forget it', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'afc-key-'))
    const before = await embedded()
    const sealedBefore = seal(dataKeyring(before), 'Peanuts')
    await rotateKeyFile(before)
    const restarted = await embedded()
    expect(dataKeyring(restarted).current.id).not.toBe(sealedBefore.split('.')[1])
    expect(unseal(dataKeyring(restarted), sealedBefore)).toBe('Peanuts')
    await forgetPreviousKeyFile(restarted)
    const forgotten = dataKeyring(await embedded())
    expect(() => unseal(forgotten, sealedBefore)).toThrow(/unknown key/)
  })

  it('uses DATA_ENCRYPTION_KEY as it is when set, with the previous keys given', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'afc-key-'))
    const key = Buffer.alloc(32, 3).toString('base64')
    const old = Buffer.alloc(32, 4).toString('base64')
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATA_ENCRYPTION_KEY: key,
      DATA_ENCRYPTION_PREVIOUS_KEYS: old,
    })
    await resolveDataKey(config)
    expect(config.dataEncryption).toEqual({ key, previousKeys: [old] })
    expect(unseal(dataKeyring(config), seal(keyringOf(old), 'Asthma'))).toBe('Asthma')
  })
})
