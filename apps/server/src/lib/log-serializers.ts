import type { FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The address itself is a credential (a calendar feed's token): logs show the route instead. */
    secretInPath?: boolean
  }
}

/*
 * Logs must never hold what people typed: emails, names, phone numbers, notes. A failed query
 * carries its SQL parameters (Drizzle puts them in `params` and in the message, PGlite in
 * `params`), and PostgreSQL quotes values in `detail` ('Key (email)=(...) already exists') and
 * in some messages. What stays is what finds the bug: the SQL, the SQLSTATE code, the
 * constraint, table and column, and the stack.
 */
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'where', 'internalQuery']
const VALUE_REDACTED = '[redacted]'
const MAX_CAUSES = 5

/** Drizzle's 'Failed query: <sql>\nparams: <values>' keeps its SQL and loses its values. */
function withoutValues(message: string) {
  return message
    .replace(/\nparams: [\s\S]*$/, '')
    .replace(/^(invalid input (?:syntax|value) for [^:]*): [\s\S]*$/, `$1: ${VALUE_REDACTED}`)
}

/** The stack opens with the message, values and all, so it is rebuilt around the clean one. */
function stackWithout(error: Error, message: string) {
  const stack = error.stack ?? ''
  if (message === error.message) return stack
  const at = stack.indexOf(error.message)
  if (at !== -1) return stack.slice(0, at) + message + stack.slice(at + error.message.length)
  const frames = stack.indexOf('\n    at ')
  return `${error.name}: ${message}${frames === -1 ? '' : stack.slice(frames)}`
}

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown }

function serialize(error: Error, depth: number): SerializedError {
  const message = withoutValues(error.message)
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: stackWithout(error, message),
  }
  for (const [key, value] of Object.entries(error)) {
    if (key in serialized || key === 'cause' || VALUE_FIELDS.includes(key)) continue
    serialized[key] = value
  }
  if (error.cause instanceof Error && depth < MAX_CAUSES) {
    serialized.cause = serialize(error.cause, depth + 1)
  }
  return serialized
}

/** Serializes an error, its causes included, without the values a query was run with. */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) return serialize(error, 0)
  return { type: typeof error, message: withoutValues(String(error)), stack: '' }
}

/**
 * Fastify's request serializer with the path in place of the URL: query strings carry searches
 * and filters people type (an admin searching users by email), and those stay out of the log.
 */
export function serializeRequest(request: FastifyRequest) {
  const secret = request.routeOptions?.config?.secretInPath
  return {
    method: request.method,
    url: secret ? request.routeOptions.url : request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  }
}

/** Belt and braces for values that reach a log line by another road than the serializers. */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'err.params',
  'err.cause.params',
  'err.detail',
  'err.cause.detail',
]
