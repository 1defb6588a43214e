import type { Problem } from '@afc/contracts'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod'
import { ONE_IMAGE_AT_A_TIME, TOO_MANY_PARTS, UPLOAD_UNREADABLE } from '../infra/storage/index.ts'
import { problemFromDatabaseError } from '../lib/database-errors.ts'
import { databaseOutageReason, databaseUnavailable } from '../lib/database-outage.ts'
import { HttpProblem } from '../lib/http-problem.ts'

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

// Fastify's own client-error messages, reworded for people.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was announced.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_REQ_FILE_TOO_LARGE: 'The image is larger than 5 MB. Please choose a smaller one.',
  FST_INVALID_MULTIPART_CONTENT_TYPE:
    'Please send the image as a file upload (multipart/form-data).',
  FST_FILES_LIMIT: ONE_IMAGE_AT_A_TIME,
  FST_PARTS_LIMIT: TOO_MANY_PARTS,
  FST_FIELDS_LIMIT: TOO_MANY_PARTS,
  FST_MP_PREMATURE_CLOSE: UPLOAD_UNREADABLE,
  FST_PROTO_VIOLATION: UPLOAD_UNREADABLE,
}

export function sendProblem(reply: FastifyReply, problem: Problem, headers = {}) {
  return reply
    .code(problem.status)
    .headers(headers)
    .type('application/problem+json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(problem)
}

function toProblem(error: FastifyError, request: FastifyRequest): Problem {
  const instance = request.url.split('?')[0]
  if (error instanceof HttpProblem) {
    return {
      type: 'about:blank',
      title: error.title,
      status: error.statusCode,
      detail: error.message,
      instance,
      ...(error.errors ? { errors: error.errors } : {}),
    }
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {}
    for (const issue of error.validation) {
      const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
      const key = where || error.validationContext || 'body'
      const list = errors[key] ?? []
      list.push(issue.message ?? 'Invalid input')
      errors[key] = list
    }
    const [first] = Object.entries(errors)
    return {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: first ? `${first[0]}: ${first[1][0]}` : 'The request is not valid.',
      instance,
      errors,
    }
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    return {
      type: 'about:blank',
      title: STATUS_TITLES[status] ?? 'Bad Request',
      status,
      detail:
        FASTIFY_MESSAGES[error.code] ??
        (error instanceof SyntaxError ? 'The request body is not valid JSON.' : error.message),
      instance,
    }
  }
  return {
    type: 'about:blank',
    title: 'Internal Server Error',
    status: 500,
    detail: 'An unexpected error occurred. Please try again.',
    instance,
  }
}

/** Every error leaves the API as application/problem+json; nothing a client sends yields a 500. */
export const problemDetails = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((rawError: FastifyError, request, reply) => {
      const outage = databaseOutageReason(rawError)
      const translated = outage ? databaseUnavailable() : problemFromDatabaseError(rawError)
      const error = (translated as FastifyError | undefined) ?? rawError
      const problem = toProblem(error, request)
      if (outage) {
        // The driver's error quotes the query and its parameters: only the reason is logged.
        request.log.warn({ reason: outage }, 'database unavailable')
      } else if (problem.status >= 500 || isResponseSerializationError(rawError)) {
        request.log.error({ err: rawError }, 'request failed')
      } else {
        request.log.info({ status: problem.status, detail: problem.detail }, 'request refused')
      }
      const headers = error instanceof HttpProblem ? error.headers : {}
      return sendProblem(reply, problem, headers)
    })
  },
  { name: 'problem-details' },
)

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendProblem(reply, {
    type: 'about:blank',
    title: 'Not Found',
    status: 404,
    detail: `There is no ${request.method} ${request.url.split('?')[0]} endpoint.`,
    instance: request.url.split('?')[0],
  })
}
