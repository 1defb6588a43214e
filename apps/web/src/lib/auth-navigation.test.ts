import { describe, expect, it } from 'vitest'
import { readAuthNavigationState } from './auth-navigation'

describe('readAuthNavigationState', () => {
  it('keeps a valid role and tab', () => {
    expect(readAuthNavigationState({ role: 'vendor', defaultTab: 'login' })).toEqual({
      role: 'vendor',
      defaultTab: 'login',
    })
  })

  it('ignores missing or unknown state', () => {
    expect(readAuthNavigationState(null)).toEqual({})
    expect(readAuthNavigationState({ role: 'superuser' })).toEqual({})
  })
})
