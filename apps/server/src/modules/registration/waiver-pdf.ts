import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'

/**
 * DejaVu Sans, from the `dejavu-fonts-ttf` package (Bitstream Vera licence: free to embed), so
 * names and waivers in any Latin, Greek, Cyrillic or Vietnamese letters print as written; pdfkit
 * embeds only the glyphs a document uses. Read once, on the first PDF.
 */
const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
}
let fonts: { regular: Buffer; bold: Buffer } | undefined
function waiverFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url)
    fonts = {
      regular: readFileSync(require.resolve(FONT_FILES.regular)),
      bold: readFileSync(require.resolve(FONT_FILES.bold)),
    }
  }
  return fonts
}

/**
 * A signed waiver as a PDF a provider files or prints: the activity, the text as signed, who
 * signed it for which child, when (UTC) and from which address, in an embedded Unicode font;
 * its content is left uncompressed so the text stays searchable by simple tools.
 */
export function waiverPdf(signature: {
  activityTitle: string
  text: string
  version: number
  childName: string
  signedName: string
  signedAt: string
  ipAddress: string
}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: false,
    info: { Title: `Waiver: ${signature.activityTitle}`, Author: signature.signedName },
  })
  const { regular, bold } = waiverFonts()
  doc.registerFont('Regular', regular)
  doc.registerFont('Bold', bold)
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.font('Bold').fontSize(16).text(`Waiver: ${signature.activityTitle}`)
  doc.font('Regular').fontSize(9).fillColor('#555555').text(`Version ${signature.version}`)
  doc.moveDown().fillColor('#000000').fontSize(11).text(signature.text, { align: 'left' })
  doc.moveDown(2).font('Bold').text('Signed')
  doc.font('Regular')
  doc.text(`Signed by: ${signature.signedName} (typed name, "I agree" ticked)`)
  doc.text(`For child: ${signature.childName}`)
  doc.text(`Signed at: ${signature.signedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}`)
  doc.text(`From address: ${signature.ipAddress}`)
  doc.end()
  return done
}
