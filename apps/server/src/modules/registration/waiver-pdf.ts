import PDFDocument from 'pdfkit'

/**
 * A signed waiver as a PDF a provider files or prints: the activity, the text as signed, who
 * signed it for which child, when (UTC) and from which address. Built with pdfkit's standard
 * fonts, so nothing is read from disk; its content is left uncompressed so the text stays
 * searchable by simple tools.
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
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.font('Helvetica-Bold').fontSize(16).text(`Waiver: ${signature.activityTitle}`)
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(`Version ${signature.version}`)
  doc.moveDown().fillColor('#000000').fontSize(11).text(signature.text, { align: 'left' })
  doc.moveDown(2).font('Helvetica-Bold').text('Signed')
  doc.font('Helvetica')
  doc.text(`Signed by: ${signature.signedName} (typed name, "I agree" ticked)`)
  doc.text(`For child: ${signature.childName}`)
  doc.text(`Signed at: ${signature.signedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}`)
  doc.text(`From address: ${signature.ipAddress}`)
  doc.end()
  return done
}
