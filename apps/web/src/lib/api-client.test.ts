import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { apiFetch } from './api-client'
import { ApiError } from './api-error'

function respondWith(body: string | null, init: ResponseInit) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(body, init))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiFetch', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchMock = respondWith(JSON.stringify({ id: 'a1' }), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    })

    const result = await apiFetch('/api/activities', {
      method: 'POST',
      body: { title: 'Pottery' },
      schema: z.object({ id: z.string() }),
    })

    expect(result).toEqual({ id: 'a1' })
    const [path, init] = fetchMock.mock.calls[0] ?? []
    expect(path).toBe('/api/activities')
    expect(init?.credentials).toBe('include')
    expect(init?.body).toBe('{"title":"Pottery"}')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
  })

  it('resolves undefined for an empty response', async () => {
    respondWith(null, { status: 204 })
    await expect(apiFetch('/api/activities/a1', { method: 'DELETE' })).resolves.toBeUndefined()
  })

  it('turns a problem+json response into an ApiError with its fields', async () => {
    respondWith(
      JSON.stringify({
        type: 'https://afc.example/problems/validation',
        title: 'Invalid input',
        status: 422,
        detail: 'The activity could not be saved.',
        errors: { title: ['Title must be at least 3 characters'] },
      }),
      { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
    )

    const error = await apiFetch('/api/activities').catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(ApiError)
    const apiError = error as ApiError
    expect(apiError.status).toBe(422)
    expect(apiError.title).toBe('Invalid input')
    expect(apiError.detail).toBe('The activity could not be saved.')
    expect(apiError.message).toBe('The activity could not be saved.')
    expect(apiError.errors).toEqual({ title: ['Title must be at least 3 characters'] })
    expect(apiError.fieldError('title')).toBe('Title must be at least 3 characters')
    expect(apiError.fieldError('price')).toBeUndefined()
  })

  it('falls back to the status text when the error body is not a problem', async () => {
    respondWith('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })

    const error = await apiFetch('/api/health').catch((caught: unknown) => caught)

    expect(error).toMatchObject({ status: 502, title: 'Bad Gateway', errors: {} })
  })

  it('reports an unreachable server as a network ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('fetch failed')))

    const error = await apiFetch('/api/health').catch((caught: unknown) => caught)

    expect(error).toMatchObject({ status: 0, title: 'Network error' })
  })
})
