// What the rest of the server may use of sign-in: the better-auth instance, its mails and the
// attempt limits.
export { type AttemptKind, limitAttempts } from './attempt-limits.ts'
export { existingAccountMail } from './auth-mails.ts'
export {
  type Auth,
  CLIENT_ADDRESS_HEADER,
  createAuth,
  type PasswordHasher,
  trustedOrigins,
} from './better-auth.ts'
export { findSessionUser, sessionNeedsLibrary, signedSessionToken } from './session-lookup.ts'
