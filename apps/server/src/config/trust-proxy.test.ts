import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './env.ts'
import { fastifyTrustProxy } from './trust-proxy.ts'

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
  })

  it.each([
    ['true', true],
    ['FALSE', false],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 2001:db8::/32 ,loopback', ['10.0.0.0/8', '2001:db8::/32', 'loopback']],
  ])('reads %s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected)
  })

  it.each(['yes please', '10.0.0.0/33', '10.0.0.1,', 'proxy.example', '-1'])(
    'stops with one line naming the variable for %s',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrowError(ConfigError)
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrowError(/TRUST_PROXY must be true/)
    },
  )

  it('trusts exactly the given number of hops', () => {
    const trust = fastifyTrustProxy(2)
    expect(typeof trust).toBe('function')
    if (typeof trust !== 'function') return
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1), trust('10.0.0.3', 2)]).toEqual([
      true,
      true,
      false,
    ])
  })
})
