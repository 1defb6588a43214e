import { z } from 'zod'
import { accountDeletionSchema } from './auth.ts'
import { singleLineText } from './text.ts'
import { changePasswordSchema } from './vendor-profile.ts'

/**
 * The change-password form: the body better-auth takes plus the confirmation, which only the
 * form needs. Shared by the customer and provider settings pages.
 */
export const changePasswordFormSchema = changePasswordSchema
  .omit({ revokeOtherSessions: true })
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
  })
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>

/** The change-email form; better-auth's POST /api/auth/change-email takes `newEmail`. */
export const changeEmailSchema = z.object({
  newEmail: singleLineText()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address' })),
})
export type ChangeEmailInput = z.input<typeof changeEmailSchema>

export const DELETE_CONFIRMATION_WORD = 'DELETE'

/**
 * The delete-account dialog: the word DELETE typed out (so nobody deletes by a slip), and the
 * password the server checks.
 */
export const accountDeletionFormSchema = accountDeletionSchema.extend({
  confirmation: z.string().refine((value) => value.trim() === DELETE_CONFIRMATION_WORD, {
    error: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
  }),
})
export type AccountDeletionFormInput = z.input<typeof accountDeletionFormSchema>
