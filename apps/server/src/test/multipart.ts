type Part = {
  field: string
  /** A file part when set; a plain form field otherwise. */
  filename?: string
  contentType?: string
  bytes: Buffer
}

/**
 * A multipart/form-data body built byte by byte, so tests can send what a browser would and also
 * what only a broken or hostile client sends: `cutShort` drops the closing boundary and the end
 * of the last part, `boundary: null` announces multipart without saying where parts start.
 */
export function multipartBody(options: { parts: Part[]; boundary?: null; cutShort?: boolean }) {
  const boundary = `----afc-test-${Math.random().toString(16).slice(2)}`
  const chunks = options.parts.flatMap((part) => {
    const disposition = `form-data; name="${part.field}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : ''
    return [
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      part.bytes,
      Buffer.from('\r\n'),
    ]
  })
  const whole = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)])
  const payload = options.cutShort ? whole.subarray(0, Math.floor(whole.length * 0.6)) : whole
  const contentType =
    options.boundary === null ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`
  return { payload, headers: { 'content-type': contentType } }
}

/** A multipart/form-data body with one file, as a browser's upload would send it. */
export function multipartFile(options: {
  field?: string
  filename: string
  contentType: string
  bytes: Buffer
}) {
  return multipartBody({ parts: [{ ...options, field: options.field ?? 'file' }] })
}
