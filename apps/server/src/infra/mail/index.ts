// What the rest of the server may use of mail: the interface, and the ways to get one.
export type { Mailer, MailMessage } from './mailer.ts'
export { createMailer, createMemoryMailer } from './mailer.ts'
