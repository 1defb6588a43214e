/** A multipart/form-data body with one file, as a browser's upload would send it. */
export function multipartFile(options: {
  field?: string
  filename: string
  contentType: string
  bytes: Buffer
}) {
  const boundary = `----afc-test-${Math.random().toString(16).slice(2)}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename}"\r\nContent-Type: ${options.contentType}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    payload: Buffer.concat([head, options.bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
