// @one-database: builds a PDF in memory, no database
import { describe, expect, it } from 'vitest'
import { pdfText } from '../../test/pdf-text.ts'
import { waiverPdf } from './waiver-pdf.ts'

const signature = {
  activityTitle: 'Plavání pro děti',
  text: 'Я принимаю риски. Tôi chấp nhận rủi ro.',
  version: 3,
  childName: 'Zoë Ødegård',
  signedName: 'Łucja Nguyễn Thị Ngọc',
  signedAt: '2026-01-05T09:30:00.000Z',
  ipAddress: '203.0.113.9',
}

describe('a signed waiver as a PDF', () => {
  it('prints names and text in any Latin, Cyrillic or Vietnamese letters as they were written', async () => {
    const pdf = await waiverPdf(signature)
    const text = pdfText(pdf)
    expect(text).toContain('Waiver: Plavání pro děti')
    expect(text).toContain('Я принимаю риски. Tôi chấp nhận rủi ro.')
    expect(text).toContain('For child: Zoë Ødegård')
    expect(text).toContain('Signed by: Łucja Nguyễn Thị Ngọc (typed name, "I agree" ticked)')
    expect(text).toContain('Signed at: 2026-01-05 09:30:00 UTC')
  })

  it('embeds only the glyphs it uses, so the file stays small', async () => {
    const pdf = await waiverPdf(signature)
    expect(pdf.toString('latin1')).toContain('+DejaVuSans')
    expect(pdf.length).toBeLessThan(60_000)
  })
})
