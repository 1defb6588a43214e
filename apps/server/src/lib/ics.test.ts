import { describe, expect, it } from 'vitest'
import { calendarFile } from './ics.ts'

describe('calendarFile', () => {
  it('writes events in UTC with escaped text and CRLF line ends', () => {
    const file = calendarFile({
      name: 'My activities',
      now: new Date('2026-11-22T08:00:00Z'),
      events: [
        {
          uid: 'b1@activities-for-children',
          start: new Date('2026-12-05T16:00:00Z'),
          end: new Date('2026-12-05T17:30:00Z'),
          summary: 'Clay Club; bring an apron, please',
          location: 'Sunny Studio, 12 Main St, Austin, TX 78701',
        },
      ],
    })
    expect(file).toContain('\r\nDTSTART:20261205T160000Z\r\n')
    expect(file).toContain('\r\nDTEND:20261205T173000Z\r\n')
    expect(file).toContain('SUMMARY:Clay Club\\; bring an apron\\, please')
    expect(file.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('folds long lines at 75 octets', () => {
    const file = calendarFile({
      name: 'x',
      events: [
        {
          uid: 'u',
          start: new Date(0),
          end: new Date(1000),
          summary: 'Ä'.repeat(60),
        },
      ],
    })
    for (const line of file.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(file).toContain('\r\n Ä')
  })
})
