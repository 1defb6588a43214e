import type { FastifyInstance } from 'fastify'

/** The part of JSON Schema the app's OpenAPI document uses (zod 4 through @fastify/swagger). */
export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  nullable?: boolean
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
}

export type Parameter = {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required: boolean
  schema: JsonSchema
}

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The path template, e.g. `/api/children/{id}`. */
  path: string
  parameters: Parameter[]
  /** The JSON body the operation declares; undefined when it declares none (uploads, actions). */
  body: { schema: JsonSchema; required: boolean } | undefined
}

type RawOperation = {
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> }
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/** Reads the app's own OpenAPI document, as a client would, and lists every operation in it. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' })
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/openapi.json answered ${response.statusCode}`)
  }
  const document = response.json() as {
    openapi?: string
    paths?: Record<string, Partial<Record<(typeof METHODS)[number], RawOperation>>>
  }
  if (!document.openapi?.startsWith('3.') || !document.paths) {
    throw new Error('GET /api/openapi.json is not an OpenAPI 3 document with paths')
  }
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method]
      if (!raw) continue
      const json = raw.requestBody?.content?.['application/json']?.schema
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (raw.parameters ?? []).map((parameter) => ({
          ...parameter,
          required: parameter.required === true,
          schema: parameter.schema ?? {},
        })),
        body: json ? { schema: json, required: raw.requestBody?.required === true } : undefined,
      })
    }
  }
  return operations
}

/** `GET /api/children/{id}`: how an operation is named in reports. */
export const operationName = (operation: Operation) => `${operation.method} ${operation.path}`
