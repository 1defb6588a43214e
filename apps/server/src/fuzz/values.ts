import fc from 'fast-check'
import { rangeFor, textFor } from './field-names.ts'
import { EXTRA_MEMBERS, hostileValue } from './hostile.ts'
import { type Pools, poolFor } from './id-pools.ts'
import type { JsonSchema } from './openapi.ts'

export type ValueContext = {
  pools: Pools
  /** The caller's own records (a parent's children, a provider's sessions): the deepest paths. */
  own: Partial<Pools>
  /** The operation's path template: `{id}` is resolved by the segment before it. */
  path: string
  /** Valid requests reach the services; hostile ones test the edges. Both matter. */
  hostile: boolean
  /** Dates are generated around this day, where sessions and bookings live. */
  today: Date
}

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$'
const DEMO_EMAILS = [
  'admin@example.com',
  'vendor@example.com',
  'pending-vendor@example.com',
  'parent@example.com',
]

function dateAround(today: Date, fromDays: number, toDays: number): fc.Arbitrary<string> {
  return fc
    .integer({ min: fromDays, max: toDays })
    .map((days) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10))
}

function pick<T>(values: readonly T[]): fc.Arbitrary<T> {
  return fc.noBias(fc.constantFrom(...values))
}

function stringValue(
  schema: JsonSchema,
  name: string,
  context: ValueContext,
): fc.Arbitrary<string> {
  const pool = poolFor(name, context.path)
  const choices = [{ weight: 1, arbitrary: shapedString(schema, name, context) }]
  const known = pool ? context.pools[pool] : []
  if (known.length > 0) choices.push({ weight: 3, arbitrary: pick(known) })
  const own = pool ? (context.own[pool] ?? []) : []
  if (own.length > 0) choices.push({ weight: 12, arbitrary: pick(own) })
  return fc.oneof(...choices)
}

function shapedString(schema: JsonSchema, name: string, context: ValueContext) {
  if (schema.format === 'uuid') return fc.uuid()
  if (schema.format === 'email') return fc.oneof(pick(DEMO_EMAILS), fc.emailAddress())
  if (schema.format === 'uri') return fc.webUrl()
  if (schema.pattern === DATE_PATTERN) {
    // Children are born in the past; sessions are planned from now on.
    return /birth/i.test(name)
      ? dateAround(context.today, -18 * 366, 0)
      : dateAround(context.today, -40, 400)
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern))
  const byName = textFor(name)
  if (byName) return byName
  const minLength = schema.minLength ?? 0
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 120, 120))
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
  )
}

function numberValue(schema: JsonSchema, name: string, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000
  const max = Math.max(min, schema.maximum ?? 100_000)
  const wide = fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
  const likely = rangeFor(name)
  const whole = likely
    ? fc.oneof({ weight: 4, arbitrary: fc.integer(likely) }, { weight: 1, arbitrary: wide })
    : wide
  if (integer) return whole
  // Cents, as a price field would hold them; extreme doubles come with the hostile values.
  const cents = fc
    .integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) })
    .map((n) => n / 100)
  return fc.oneof({ weight: 3, arbitrary: whole }, { weight: 1, arbitrary: cents })
}

function objectValue(schema: JsonSchema, context: ValueContext): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {}
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, child] of Object.entries(properties)) model[key] = valueFor(child, key, context)
  const required = (schema.required ?? []).filter((key) => key in properties)
  const valid = fc.record(model, { requiredKeys: required })
  if (!context.hostile) return valid
  const withoutRequired = fc
    .tuple(valid, fc.subarray(required, { minLength: Math.min(1, required.length) }))
    .map(([value, missing]) => omit(value, missing))
  const withExtras = fc
    .tuple(valid, fc.subarray([...EXTRA_MEMBERS], { minLength: 1, maxLength: 3 }))
    .map(([value, extras]) => withMembers(value, extras))
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 1, arbitrary: withoutRequired },
    { weight: 1, arbitrary: withExtras },
  )
}

function omit(value: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)))
}

// defineProperty, not assignment: `__proto__` must become a member of the JSON text, not the
// object's prototype.
function withMembers(value: Record<string, unknown>, members: [string, unknown][]) {
  const copy = { ...value }
  for (const [key, member] of members) {
    Object.defineProperty(copy, key, {
      value: member,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return copy
}

function validValue(
  schema: JsonSchema,
  name: string,
  context: ValueContext,
): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return pick(schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices && choices.length > 0) {
    return fc.oneof(...choices.map((choice) => valueFor(choice, name, context)))
  }
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], name, context)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return stringValue(schema, name, context)
    case 'integer':
      return numberValue(schema, name, true)
    case 'number':
      return numberValue(schema, name, false)
    case 'boolean':
      return fc.boolean()
    case 'array': {
      const items = valueFor(schema.items ?? {}, name, context)
      const minLength = schema.minItems ?? 0
      if (context.hostile) {
        const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 12))
        return fc.array(items, { minLength, maxLength })
      }
      // A form sends a few distinct choices: two children, three categories.
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3))
      return fc.uniqueArray(items, { minLength, maxLength })
    }
    case 'object':
      return objectValue(schema, context)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/**
 * A value for `schema`, named `name` (field or parameter): valid and often a real id; in hostile
 * mode sometimes replaced by a hostile value, at any depth.
 */
export function valueFor(
  schema: JsonSchema,
  name: string,
  context: ValueContext,
): fc.Arbitrary<unknown> {
  let valid = validValue(schema, name, context)
  if (schema.nullable) valid = fc.option(valid, { nil: null, freq: 4 })
  if (!context.hostile) return valid
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostileValue })
}
