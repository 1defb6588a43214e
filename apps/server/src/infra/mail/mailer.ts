import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config/env.ts'

export type MailMessage = {
  to: string
  subject: string
  /** Plain, friendly text; every message we send reads well without HTML. */
  text: string
  /** Extra headers, such as List-Unsubscribe on mail a reader can turn off. */
  headers?: Record<string, string>
  /**
   * The same for every attempt at one outbox mail, so a copy resent after a crash is the same
   * message to the receiving mailbox, which keeps one.
   */
  messageId?: string
}

/** Where mail goes: SMTP in production, the log locally, memory in tests. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}

export async function createMailer(options: {
  config: Config
  logger: FastifyBaseLogger
}): Promise<Mailer> {
  const { config, logger } = options
  if (!config.mail.smtpUrl) return createLogMailer({ logger })
  const { createSmtpMailer } = await import('./smtp-mailer.ts')
  return createSmtpMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from })
}

/** Without SMTP the message is written to the server log, so local sign-ups can be verified. */
export function createLogMailer(options: { logger: FastifyBaseLogger }): Mailer {
  return {
    async send(message) {
      options.logger.info(
        { mail: { to: message.to, subject: message.subject } },
        `Mail to ${message.to}: ${message.subject}\n\n${message.text}\n`,
      )
    },
  }
}

/** Keeps what was sent, for tests that follow a link from a message. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = []
  return {
    sent,
    async send(message) {
      sent.push(message)
    },
  }
}
