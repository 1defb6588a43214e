import fc from 'fast-check'
import { json, malformedJsonBody, multipartBody, validUpload, type WireBody } from './bodies.ts'
import { HOSTILE_HEADERS, PATH_SHAPES, RAW_PATH_SEGMENTS } from './hostile.ts'
import { type Operation, operationName, type Parameter } from './openapi.ts'
import { type ValueContext, valueFor } from './values.ts'

/** One generated request, before the caller's cookie and origin are added. */
export type GeneratedRequest = {
  operation: string
  method: Operation['method']
  url: string
  headers: Record<string, string>
  body: WireBody | undefined
}

/** encodeURIComponent throws on a lone surrogate; a browser would send U+FFFD for it. */
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Surrogate}/gu, '\ufffd'))

const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? '')

function pathSegment(parameter: Parameter, context: ValueContext): fc.Arbitrary<string> {
  const encoded = valueFor(parameter.schema, parameter.name, context).map((value) =>
    encode(asText(value)),
  )
  if (!context.hostile) return encoded
  return fc.oneof(
    { weight: 4, arbitrary: encoded },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PATH_SEGMENTS) },
  )
}

/** `name=value` pairs; an array repeats the name, as browsers and the web app send them. */
function queryPairs(parameter: Parameter, context: ValueContext): fc.Arbitrary<string[]> {
  const pairs = valueFor(parameter.schema, parameter.name, context).map((value) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encode(parameter.name)}=${encode(asText(item))}`,
    ),
  )
  if (parameter.required) return pairs
  return fc.option(pairs, { nil: [] as string[], freq: 3 })
}

/** Query text no encoder would produce: bad escapes, duplicates, unknown and nested names. */
const RAW_QUERY_EXTRAS = [
  'q=%',
  'q=%00',
  'page=1&page=2',
  'limit=1e3',
  'page=-1',
  'unknown=1',
  '__proto__=x',
  'when[]=past',
  'category=',
  'a=%E0%A4%A',
]

function bodyFor(operation: Operation, context: ValueContext): fc.Arbitrary<WireBody | undefined> {
  if (operation.body) {
    const generated = valueFor(operation.body.schema, 'body', context).map(json)
    if (!context.hostile) return generated
    return fc.oneof(
      { weight: 6, arbitrary: generated },
      { weight: 2, arbitrary: malformedJsonBody },
      { weight: 1, arbitrary: multipartBody },
      { weight: 1, arbitrary: fc.constant(undefined) },
    )
  }
  // No JSON body declared: an action, or an upload (the document cannot describe multipart).
  const none = fc.constant(undefined)
  if (operation.method === 'GET' || operation.method === 'DELETE') {
    return context.hostile
      ? fc.oneof({ weight: 4, arbitrary: none }, { weight: 1, arbitrary: malformedJsonBody })
      : none
  }
  if (!context.hostile) return fc.oneof(none, validUpload)
  return fc.oneof(
    { weight: 2, arbitrary: none },
    { weight: 2, arbitrary: multipartBody },
    { weight: 1, arbitrary: malformedJsonBody },
  )
}

/** A request for `operation`, from its parameters and body schema. */
export function requestFor(
  operation: Operation,
  context: ValueContext,
): fc.Arbitrary<GeneratedRequest> {
  const byPlace = (place: Parameter['in']) => operation.parameters.filter((p) => p.in === place)
  const segments = Object.fromEntries(
    byPlace('path').map((parameter) => [parameter.name, pathSegment(parameter, context)]),
  )
  const query = fc.tuple(...byPlace('query').map((parameter) => queryPairs(parameter, context)))
  const extras = context.hostile
    ? fc.subarray(RAW_QUERY_EXTRAS, { maxLength: 2 })
    : fc.constant([] as string[])
  const hostileHeaders = context.hostile
    ? fc.oneof(
        { weight: 2, arbitrary: fc.constant([] as [string, string][]) },
        { weight: 1, arbitrary: fc.subarray([...HOSTILE_HEADERS], { minLength: 1, maxLength: 2 }) },
      )
    : fc.constant([] as [string, string][])
  const samePath = (path: string) => path
  const pathShape = context.hostile
    ? fc.oneof(
        { weight: 12, arbitrary: fc.constant(samePath) },
        { weight: 1, arbitrary: fc.constantFrom(...PATH_SHAPES) },
      )
    : fc.constant(samePath)
  const headers = Object.fromEntries(
    byPlace('header').map((parameter) => [
      parameter.name,
      fc.option(valueFor(parameter.schema, parameter.name, context).map(asText), {
        nil: undefined,
      }),
    ]),
  )
  return fc
    .record({
      segments: fc.record(segments),
      query,
      extras,
      headers: fc.record(headers),
      hostileHeaders,
      pathShape,
      body: bodyFor(operation, context),
    })
    .map((parts) => {
      const path = parts.pathShape(
        operation.path.replace(/\{(\w+)\}/g, (_, name: string) => parts.segments[name] ?? ''),
      )
      const search = [...parts.query.flat(), ...parts.extras].join('&')
      const headerEntries = Object.entries(parts.headers).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      )
      return {
        operation: operationName(operation),
        method: operation.method,
        url: search ? `${path}?${search}` : path,
        headers: Object.fromEntries([...headerEntries, ...parts.hostileHeaders]),
        body: parts.body,
      }
    })
}
