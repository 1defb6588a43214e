import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useAuth } from './auth-context'

describe('useAuth', () => {
  it('refuses to work outside the AuthProvider', () => {
    // React logs the error a render throws; the test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => {})

    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider')
  })
})
