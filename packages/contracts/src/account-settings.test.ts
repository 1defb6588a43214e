import { describe, expect, it } from 'vitest'
import {
  accountDeletionFormSchema,
  changeEmailSchema,
  changePasswordFormSchema,
} from './account-settings.ts'

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('changePasswordFormSchema', () => {
  it('accepts a new password typed twice alike', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: 'password123',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    })
    expect(result.success).toBe(true)
  })

  it('puts a mismatch under the confirmation', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: 'password123',
      newPassword: 'new-secret',
      confirmPassword: 'new-secreT',
    })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Passwords do not match' }),
    ])
  })

  it('keeps the server’s rules for the passwords themselves', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: '',
      newPassword: 'short',
      confirmPassword: 'short',
    })
    expect(messagesOf(result)).toEqual([
      'Enter your current password',
      'Password must be at least 6 characters',
    ])
  })
})

describe('changeEmailSchema', () => {
  it('trims and lower-cases the new address', () => {
    expect(changeEmailSchema.parse({ newEmail: '  Me@Example.COM ' })).toEqual({
      newEmail: 'me@example.com',
    })
  })

  it('refuses something that is not an address', () => {
    expect(messagesOf(changeEmailSchema.safeParse({ newEmail: 'me@' }))).toEqual([
      'Please enter a valid email address',
    ])
  })
})

describe('accountDeletionFormSchema', () => {
  it('needs DELETE typed out and the password', () => {
    expect(
      messagesOf(accountDeletionFormSchema.safeParse({ confirmation: 'delete', password: '' })),
    ).toEqual(['Enter your password to confirm', 'Type DELETE to confirm'])
    expect(
      accountDeletionFormSchema.safeParse({ confirmation: 'DELETE', password: 'password123' })
        .success,
    ).toBe(true)
  })
})
