// What the rest of the server may use of mail: the interface, the outbox, and the ways to get one.
export type { Mailer, MailMessage } from './mailer.ts'
export { createMailer, createMemoryMailer } from './mailer.ts'
export {
  createOutbox,
  defineSendMailJob,
  type Notices,
  type NoticesWithUnsubscribe,
  type Outbox,
  type OutboxKeyring,
  type OutboxMail,
  SEALED_MAIL_BODY,
  SEND_MAIL_JOB,
} from './outbox.ts'
export { SEALED_MAIL_BODIES } from './sealed-mail-keys.ts'
