import type { Problem } from '@afc/contracts'
import type { z } from 'zod'
import { ApiError } from './api-error'

export interface ApiFetchOptions<T> extends Omit<RequestInit, 'body'> {
  /** Sent as JSON, or as-is when it is FormData (file uploads). */
  body?: unknown
  /** Validates the response body; without it the JSON is trusted as `T`. */
  schema?: z.ZodType<T>
}

/**
 * Calls the JSON API with the session cookie. Resolves with the parsed body (undefined for
 * an empty one) and rejects with an ApiError for any non-2xx answer or network failure.
 */
export async function apiFetch<T = unknown>(
  path: string,
  { body, schema, headers, ...init }: ApiFetchOptions<T> = {},
): Promise<T> {
  const requestHeaders = new Headers(headers)
  requestHeaders.set('Accept', 'application/json, application/problem+json')
  let requestBody: BodyInit | undefined
  if (body instanceof FormData) {
    requestBody = body
  } else if (body !== undefined) {
    requestHeaders.set('Content-Type', 'application/json')
    requestBody = JSON.stringify(body)
  }

  const response = await send(path, {
    ...init,
    headers: requestHeaders,
    body: requestBody,
    credentials: 'include',
  })
  const payload = await readJson(response)
  if (!response.ok) throw toApiError(response, payload)
  return schema ? schema.parse(payload) : (payload as T)
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init)
  } catch (error) {
    // Cancellation is the caller's decision (e.g. TanStack Query), not a failure to report.
    if (init.signal?.aborted) throw error
    throw new ApiError({
      type: 'about:blank',
      title: 'Network error',
      status: 0,
      detail: 'Could not reach the server. Please check your connection and try again.',
    })
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

// A hand-written check rather than the zod schema: this module is on every page, zod is not.
function isProblem(payload: unknown): payload is Problem {
  if (typeof payload !== 'object' || payload === null) return false
  const candidate = payload as Record<string, unknown>
  return (
    typeof candidate.title === 'string' &&
    typeof candidate.status === 'number' &&
    (candidate.detail === undefined || typeof candidate.detail === 'string') &&
    (candidate.errors === undefined ||
      (typeof candidate.errors === 'object' && candidate.errors !== null))
  )
}

function toApiError(response: Response, payload: unknown): ApiError {
  if (isProblem(payload)) return new ApiError({ ...payload, type: payload.type ?? 'about:blank' })
  return new ApiError({
    type: 'about:blank',
    title: response.statusText || 'Request failed',
    status: response.status,
  })
}
