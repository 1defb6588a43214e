import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { createQueryClient, shouldRetry } from './query-client'

describe('createQueryClient', () => {
  it('keeps data fresh for 5 minutes and does not refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries
    expect(defaults?.staleTime).toBe(5 * 60 * 1000)
    expect(defaults?.refetchOnWindowFocus).toBe(false)
  })
})

describe('shouldRetry', () => {
  it('retries a failure once', () => {
    expect(shouldRetry(0, new Error('boom'))).toBe(true)
    expect(shouldRetry(1, new Error('boom'))).toBe(false)
  })

  it('does not retry a request the server rejected', () => {
    const notFound = new ApiError({ type: 'about:blank', title: 'Not Found', status: 404 })
    expect(shouldRetry(0, notFound)).toBe(false)
  })

  it('retries server errors', () => {
    const unavailable = new ApiError({ type: 'about:blank', title: 'Unavailable', status: 503 })
    expect(shouldRetry(0, unavailable)).toBe(true)
  })
})
