/**
 * One CSV cell. A spreadsheet would run a cell that starts with = + - @ as a formula, so such
 * cells get a leading apostrophe (OWASP's advice against CSV injection).
 */
export function csvCell(value: string | number) {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows of cells as a CSV document with CRLF line ends, as spreadsheets expect. */
export function csvDocument(rows: (string | number)[][]) {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
