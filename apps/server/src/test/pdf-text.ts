// What a PDF of ours shows, for the API tests and the browser tests that download one.

/** An object's text by its number, in an uncompressed PDF. */
const pdfObject = (source: string, id: string) =>
  new RegExp(`(?:^|\\n)${id} 0 obj([\\s\\S]*?)endobj`).exec(source)?.[1] ?? ''

/** A font's ToUnicode map (glyph code to text), read from its `beginbfrange` arrays. */
function glyphsOf(source: string, fontId: string) {
  const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(pdfObject(source, fontId))?.[1] ?? ''
  const glyphs = new Map<number, string>()
  for (const [, from, list] of pdfObject(source, toUnicode).matchAll(
    /<(\w+)> <\w+> \[([^\]]*)\]/g,
  )) {
    for (const [index, hex] of [...(list ?? '').matchAll(/<(\w+)>/g)].entries()) {
      glyphs.set(
        Number.parseInt(from ?? '0', 16) + index,
        Buffer.from(hex[1] ?? '', 'hex')
          .swap16()
          .toString('utf16le'),
      )
    }
  }
  return glyphs
}

/**
 * The text a PDF shows, line by line: its uncompressed text arrays, each glyph code read through
 * the ToUnicode map of the embedded font selected before it.
 */
export function pdfText(pdf: Buffer) {
  const source = pdf.toString('latin1')
  const fonts = new Map(
    [...source.matchAll(/\/(F\d+) (\d+) 0 R/g)].map(([, name, id]) => [
      name,
      glyphsOf(source, id ?? ''),
    ]),
  )
  let glyphs = new Map<number, string>()
  const shown: string[] = []
  for (const [, font, array] of source.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (font) {
      glyphs = fonts.get(font) ?? new Map()
      continue
    }
    const codes = [...(array ?? '').matchAll(/<([0-9a-f]*)>/gi)].flatMap(
      (hex) => (hex[1] ?? '').match(/.{4}/g) ?? [],
    )
    shown.push(codes.map((code) => glyphs.get(Number.parseInt(code, 16)) ?? '').join(''))
  }
  return shown.join('\n')
}
