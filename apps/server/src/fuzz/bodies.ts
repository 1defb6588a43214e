import fc from 'fast-check'
import { hostileString, hostileValue } from './hostile.ts'

/** What goes on the wire: the bytes, the content type, and a short label for reports. */
export type WireBody = { payload: string | Buffer; contentType: string | undefined }

export const json = (value: unknown): WireBody => ({
  payload: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
})

// A 1×1 transparent PNG and GIF: the smallest images the upload routes should accept.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

const BOUNDARY = 'afc-fuzz-boundary'

function filePart(options: { field: string; filename: string; type: string; bytes: Buffer }) {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field}"; filename="${options.filename}"\r\nContent-Type: ${options.type}\r\n\r\n`,
    ),
    options.bytes,
    Buffer.from('\r\n'),
  ])
}

const textPart = (field: string, value: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
  )

const closing = Buffer.from(`--${BOUNDARY}--\r\n`)
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`

const imageFile = fc.record({
  field: fc.constantFrom('file', 'image', 'avatar', ''),
  filename: fc.oneof(
    fc.constantFrom('a.png', 'a.gif', '../../a.png', 'a\u0000.png', '.png'),
    hostileString,
  ),
  type: fc.constantFrom('image/png', 'image/gif', 'image/webp', 'image/jpeg', 'text/html', ''),
  bytes: fc.oneof(
    fc.constantFrom(PNG, GIF, PNG.subarray(0, 20), Buffer.from('<svg onload="x"/>')),
    fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
  ),
})

/** An upload exactly as the web app sends it: one real image in the `file` field. */
export const validUpload: fc.Arbitrary<WireBody> = fc
  .constantFrom(
    { field: 'file', filename: 'photo.png', type: 'image/png', bytes: PNG },
    { field: 'file', filename: 'photo.gif', type: 'image/gif', bytes: GIF },
  )
  .map((file) => ({
    payload: Buffer.concat([filePart(file), closing]),
    contentType: multipartType,
  }))

/** Uploads as a browser sends them, and broken ones: no file, two files, cut off, no boundary. */
export const multipartBody: fc.Arbitrary<WireBody> = fc.oneof(
  {
    weight: 4,
    arbitrary: imageFile.map((file) => ({
      payload: Buffer.concat([filePart(file), closing]),
      contentType: multipartType,
    })),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(imageFile, imageFile).map(([first, second]) => ({
      payload: Buffer.concat([filePart(first), filePart(second), closing]),
      contentType: multipartType,
    })),
  },
  {
    weight: 1,
    arbitrary: hostileString.map((value) => ({
      payload: Buffer.concat([textPart('file', value), closing]),
      contentType: multipartType,
    })),
  },
  {
    weight: 1,
    arbitrary: imageFile.map((file) => ({ payload: filePart(file), contentType: multipartType })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<WireBody>(
      { payload: closing, contentType: 'multipart/form-data' },
      { payload: Buffer.from('not multipart at all'), contentType: multipartType },
      { payload: Buffer.alloc(0), contentType: multipartType },
      {
        payload: Buffer.concat([
          filePart({ field: 'file', filename: 'a.png', type: 'image/png', bytes: PNG }),
          closing,
        ]),
        contentType: 'multipart/form-data; boundary=other',
      },
      {
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name=\r\n\r\n`,
        contentType: multipartType,
      },
    ),
  },
)

/** JSON that is not JSON, JSON of the wrong shape, and the right JSON under the wrong type. */
export const malformedJsonBody: fc.Arbitrary<WireBody> = fc.oneof(
  fc
    .constantFrom(
      '',
      '{',
      '{"a":',
      '[1,2',
      'nul',
      '{"a":1}garbage',
      '\ufeff{}',
      '{"a":"\\u0000"}',
      '{"a":"\\ud800"}',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
      `{"a":"${'x'.repeat(1_100_000)}"}`,
      '1e999',
    )
    .map((text) => ({ payload: text, contentType: 'application/json' })),
  hostileValue.map(json),
  fc
    .tuple(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
        'application/xml',
        'application/json\u0000',
        undefined,
      ),
    )
    .map(([value, contentType]) => ({ payload: JSON.stringify(value) ?? '', contentType })),
)
