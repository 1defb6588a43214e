import { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

/**
 * One CSV cell. A spreadsheet would run a cell that starts with = + - @ as a formula, so such
 * cells get a leading apostrophe (OWASP's advice against CSV injection); a plain negative
 * amount such as -12.50 is no formula and stays a number.
 */
export function csvCell(value: string | number) {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text) && !/^-\d+(\.\d+)?$/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows of cells as a CSV document with CRLF line ends, as spreadsheets expect. */
export function csvDocument(rows: (string | number)[][]) {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/**
 * A CSV document written batch by batch as the rows are read, so an export of any size is sent
 * whole without holding it in memory.
 */
export function csvStream(header: string[], batches: AsyncIterable<(string | number)[][]>) {
  async function* lines() {
    yield csvDocument([header])
    for await (const rows of batches) {
      if (rows.length > 0) yield csvDocument(rows)
    }
  }
  return Readable.from(lines())
}

/** Sends a CSV stream as a download, the file named `filename`. */
export function sendCsv(reply: FastifyReply, filename: string, stream: Readable) {
  return (
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      // The `string` body the route's schema declares: Fastify pipes a stream as it is and never
      // runs it through the serialiser, so the cast only tells the type provider so.
      .send(stream as unknown as string)
  )
}
