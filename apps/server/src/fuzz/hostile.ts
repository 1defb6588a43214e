import fc from 'fast-check'

/** Text that has broken servers before: NUL and control characters, odd Unicode, injections. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  'a%00b',
  '\u0001\u0002\u001f\u007f',
  '\r\n\r\nX-Injected: 1',
  '\t',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202eevil',
  '\u200b',
  'Zoë 👨‍👩‍👧 日本語 مرحبا',
  'e\u0301\u0301\u0301',
  '🎨'.repeat(40),
  "' OR 1=1 --",
  "'; drop table users; --",
  '"\\',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%',
  '%zz',
  '%C0%AF',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  ' 12 ',
  '99999999999999999999999',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '24:00',
  'Not/A_Zone',
  'mailto:a@b.c',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  '=1+2',
]

export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1e-9,
  -2_147_483_649,
  2_147_483_648,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
]

/** Values of the wrong type for whatever field they land in. */
const wrongTypes = fc.constantFrom<unknown>(
  null,
  true,
  false,
  [],
  [1, 2],
  {},
  { $gt: '' },
  { id: 1 },
  [null],
  '1',
  1,
)

/** Long strings: at a field's limit, past it, and near the body limit. */
const longStrings = fc
  .tuple(
    fc.constantFrom(101, 129, 201, 2_001, 10_001, 100_000, 900_000),
    fc.constantFrom('x', 'é', '\u0000', '🎨'),
  )
  .map(([length, unit]) => unit.repeat(length))

/** Random text over every code point, lone surrogates and controls included. */
const binaryText = fc.string({ unit: 'binary', maxLength: 40 })

/** A hostile string: where a string is expected, or anywhere text goes on the wire. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: binaryText },
  { weight: 1, arbitrary: longStrings },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map(String) },
)

/** A hostile value of any JSON type, for a JSON field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: wrongTypes },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
)

/**
 * Path segments sent raw, not encoded again: malformed percent-encoding, NUL, traversal and
 * segments that routers treat specially.
 */
export const RAW_PATH_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%2F',
  'a%2Fb',
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2Fadmin',
  ';',
  '%3B',
  '%20',
  '%0A',
  '%ef%bb%bf',
  '%F0%9F%8E%A8',
  '%ud800',
  'x'.repeat(5_000),
]

/** The same route spelled the ways routers disagree on: a trailing slash, `//`, capitals. */
export const PATH_SHAPES: readonly ((path: string) => string)[] = [
  (path) => `${path}/`,
  (path) => path.replace('/api/', '/api//'),
  (path) => path.toUpperCase(),
]

/** Extra object members a client might try: mass assignment and prototype pollution. */
export const EXTRA_MEMBERS: readonly [string, unknown][] = [
  ['__proto__', { isAdmin: true }],
  ['constructor', { prototype: { isAdmin: true } }],
  ['role', 'admin'],
  ['roles', ['admin']],
  ['status', 'approved'],
  ['isApproved', true],
  ['isFeatured', true],
  ['vendorId', '00000000-0000-0000-0000-000000000000'],
  ['userId', 'someone-else'],
  ['id', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
  ['priceCents', -100],
  ['unexpected', 'field'],
]

/**
 * Headers the plugins read (caching, compression, proxies, cookies, CSRF): malformed, duplicated
 * or hostile values. Each pair replaces the header of that name; a cookie is added to the caller's.
 */
export const HOSTILE_HEADERS: readonly [string, string][] = [
  ['accept', 'text/csv'],
  ['accept', 'application/xml'],
  ['accept', '*/*;q=abc'],
  ['accept-encoding', 'gzip'],
  ['accept-encoding', 'br;q=0.5, gzip;q=x, *'],
  ['accept-encoding', 'identity;q=0, *;q=0'],
  ['accept-encoding', 'x'.repeat(2_000)],
  ['accept-language', 'xx-ZZ;q=2'],
  ['if-none-match', '*'],
  ['if-none-match', '"garbage", W/"'],
  ['if-modified-since', 'yesterday'],
  ['if-modified-since', 'Thu, 01 Jan 1970 00:00:00 GMT'],
  ['range', 'bytes=0-1'],
  ['range', 'bytes=-1,0-'],
  ['content-encoding', 'gzip'],
  ['content-encoding', 'br'],
  ['x-forwarded-for', '1.2.3.4, 5.6.7.8'],
  ['x-forwarded-for', 'not-an-ip'],
  ['x-forwarded-proto', 'javascript'],
  ['x-forwarded-host', 'evil.example'],
  ['host', 'evil.example'],
  ['user-agent', 'x'.repeat(8_000)],
  ['cookie', 'better-auth.session_token=forged.signature'],
  ['cookie', 'better-auth.session_token='],
  ['cookie', '__Secure-better-auth.session_token=%ZZ'],
  ['sec-fetch-site', 'cross-site'],
  ['authorization', 'Bearer nonsense'],
  ['expect', '100-continue'],
]
