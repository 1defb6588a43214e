import { describe, expect, it } from 'vitest'
import { keyringOf, newDataKeyText, seal, sealedKeyId, unseal } from './sealed-text.ts'

describe('sealed text', () => {
  const oldKey = newDataKeyText()
  const newKey = newDataKeyText()

  it('opens what it sealed, and a second sealing of the same text differs', () => {
    const keyring = keyringOf(oldKey)
    const first = seal(keyring, 'Peanuts: EpiPen in the front pocket')
    expect(first).not.toContain('Peanut')
    expect(seal(keyring, 'Peanuts: EpiPen in the front pocket')).not.toBe(first)
    expect(unseal(keyring, first)).toBe('Peanuts: EpiPen in the front pocket')
  })

  it('reads values sealed under a previous key during a rotation, and seals with the new one', () => {
    const sealedOld = seal(keyringOf(oldKey), 'Bee stings')
    const rotating = keyringOf(newKey, [oldKey])
    expect(unseal(rotating, sealedOld)).toBe('Bee stings')
    const resealed = seal(rotating, unseal(rotating, sealedOld))
    expect(sealedKeyId(resealed)).toBe(rotating.current.id)
    expect(sealedKeyId(resealed)).not.toBe(sealedKeyId(sealedOld))
    expect(() => unseal(keyringOf(newKey), sealedOld)).toThrow(/unknown key/)
  })

  it('refuses a value that was changed', () => {
    const keyring = keyringOf(oldKey)
    const sealed = seal(keyring, 'Asthma')
    const parts = sealed.split('.')
    parts[4] = Buffer.from('Asthmb').toString('base64url')
    expect(() => unseal(keyring, parts.join('.'))).toThrow()
  })

  it('refuses a key that is not 32 bytes', () => {
    expect(() => keyringOf('c2hvcnQ=')).toThrow('32 bytes')
  })
})
