import { describe, expect, it } from 'vitest'
import { activityListQuerySchema } from './catalog.ts'
import { contactMessageSchema } from './engagement.ts'
import { CONTROL_CHARACTERS_REFUSED, multiLineText, singleLineText } from './text.ts'
import { vendorProfileSchema } from './vendor-profile.ts'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('singleLineText', () => {
  it('keeps ordinary text, accents and emoji, without the spaces around it', () => {
    expect(singleLineText().parse('  Zoë’s Ateliér 🎨 ')).toBe('Zoë’s Ateliér 🎨')
  })

  it.each(['a\u0000b', 'a\nb', 'a\tb', 'a\u001bb', 'a\u007fb', 'a\u009bb', 'a\udc00b', 'a\ud83c'])(
    'refuses %j with one readable message',
    (value) => {
      expect(messagesOf(singleLineText().min(5, { error: 'Too short' }).safeParse(value))).toEqual([
        CONTROL_CHARACTERS_REFUSED,
      ])
    },
  )

  it('lets a line break around the text go, as trimming always did', () => {
    expect(singleLineText().parse('Austin\n')).toBe('Austin')
  })
})

describe('multiLineText', () => {
  it('keeps line breaks and tabs inside the text', () => {
    expect(multiLineText().parse('First line\r\n\tsecond line\n')).toBe(
      'First line\r\n\tsecond line',
    )
  })

  it.each(['a\u0000b', 'a\u0008b', 'a\u000bb', 'a\u0085b'])('refuses %j', (value) => {
    expect(messagesOf(multiLineText().safeParse(value))).toEqual([CONTROL_CHARACTERS_REFUSED])
  })
})

describe('the schemas that use them', () => {
  it('keep their own messages for everything else', () => {
    expect(
      messagesOf(contactMessageSchema.safeParse({ name: '', email: 'a@b.co', message: 'hi' })),
    ).toEqual(['Please tell us your name', 'Please write a message of at least 10 characters'])
    expect(
      messagesOf(vendorProfileSchema.safeParse({ businessName: 'Ab', website: 'nope' })),
    ).toEqual(['Must be a valid URL'])
  })

  it('refuse a NUL in a search before it reaches a query', () => {
    const result = activityListQuerySchema.safeParse({ q: '\u0000', location: 'Austin' })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['q'], message: CONTROL_CHARACTERS_REFUSED }),
    ])
  })

  it('refuse a NUL hidden in the path of a website address', () => {
    expect(
      messagesOf(
        vendorProfileSchema.safeParse({ businessName: 'Ab', website: 'https://a.co/\u0000' }),
      ),
    ).toEqual([CONTROL_CHARACTERS_REFUSED])
  })
})
