import { describe, expect, it } from 'vitest'
import {
  questionListInputSchema,
  registrationRequestSchema,
  registrationWords,
  sameName,
} from './registration.ts'

describe('registration', () => {
  it('matches a typed signature to the account name whatever its case and spaces', () => {
    expect(sameName('  emily   CARTER ', 'Emily Carter')).toBe(true)
    expect(sameName('EmilyCarter', 'Emily Carter')).toBe(true)
    expect(sameName('Emily Carters', 'Emily Carter')).toBe(false)
  })

  it('keeps the options of a choice only, and refuses a choice of one or of twins', () => {
    const parsed = questionListInputSchema.parse({
      questions: [{ label: 'Swim?', kind: 'yes_no', options: ['ignored', 'too'] }],
    })
    expect(parsed.questions[0]).toEqual({
      label: 'Swim?',
      kind: 'yes_no',
      options: [],
      required: false,
      onRoster: false,
    })
    const messages = (options: string[]) =>
      questionListInputSchema
        .safeParse({ questions: [{ label: 'Level', kind: 'choice', options }] })
        .error?.issues.map((issue) => issue.message)
    expect(messages(['New'])).toEqual(['Give at least two answers to choose from'])
    expect(messages(['New', 'New'])).toEqual(['Each answer to choose must be different'])
  })

  it('refuses control characters in an answer and a signature', () => {
    const result = registrationRequestSchema.safeParse({
      answers: [
        {
          childId: '5b0c6a3e-1111-4c2d-9e00-0000000000a1',
          questionId: '5b0c6a3e-1111-4c2d-9e00-0000000000a2',
          answer: 'yes\u0000',
        },
      ],
      waiver: { version: 1, signedName: 'Emily\u0007Carter', agreed: true },
    })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Remove the control characters from this field.',
      'Remove the control characters from this field.',
    ])
  })

  it('names the first thing missing in the words the product uses', () => {
    expect(registrationWords.unanswered('Can Maya swim?', 'Maya')).toBe(
      'Answer "Can Maya swim?" for Maya.',
    )
    expect(registrationWords.unsigned('Maya')).toBe(
      'Sign the waiver for Maya: type your full name and tick "I agree".',
    )
  })
})
