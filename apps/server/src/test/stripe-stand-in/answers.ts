import { randomBytes } from 'node:crypto'
import type { FormObject } from './form.ts'

/** What the stand-in sends back: Stripe's status and JSON body. */
export type Answer = { status: number; json: unknown }

/** One endpoint: the method, a path pattern whose groups are its ids, and what it answers. */
export type Endpoint = {
  method: 'GET' | 'POST'
  path: RegExp
  answer: (options: { body: FormObject; created: number; ids: string[] }) => Answer
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

export const stripeError = (
  status: number,
  type: string,
  message: string,
  code?: string,
): Answer => ({
  status,
  json: { error: { type, message, ...(code ? { code } : {}) } },
})

export const missing = (status: number, what: string, id: string) =>
  stripeError(status, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing')

export const invalid = (message: string, code?: string) =>
  stripeError(400, 'invalid_request_error', message, code)
