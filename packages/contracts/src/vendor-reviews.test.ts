import { describe, expect, it } from 'vitest'
import { reviewReplySchema, vendorReviewListQuerySchema } from './vendor-reviews.ts'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('reviewReplySchema', () => {
  it('keeps a reply without the spaces around it', () => {
    expect(reviewReplySchema.parse({ reply: '  Thank you, Ana!  ' })).toEqual({
      reply: 'Thank you, Ana!',
    })
  })

  it('asks for a reply when it is missing, empty or only spaces', () => {
    for (const body of [{}, { reply: '' }, { reply: '   \n ' }]) {
      expect(messagesOf(reviewReplySchema.safeParse(body))).toEqual(['Please write a reply.'])
    }
  })

  it('takes up to 1000 characters and refuses more', () => {
    expect(reviewReplySchema.safeParse({ reply: 'a'.repeat(1000) }).success).toBe(true)
    expect(messagesOf(reviewReplySchema.safeParse({ reply: 'a'.repeat(1001) }))).toEqual([
      'Keep your reply under 1000 characters.',
    ])
  })
})

describe('vendorReviewListQuerySchema', () => {
  it('starts on the first page of every activity', () => {
    expect(vendorReviewListQuerySchema.parse({})).toEqual({ page: 1, limit: 20 })
  })

  it('refuses an activity id that is not one', () => {
    expect(messagesOf(vendorReviewListQuerySchema.safeParse({ activityId: 'nope' }))).toEqual([
      'Choose one of your activities',
    ])
  })
})
