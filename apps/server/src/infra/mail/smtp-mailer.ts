import nodemailer, { type Transporter } from 'nodemailer'
import type { Mailer } from './mailer.ts'

export function createSmtpMailer(options: {
  smtpUrl?: string
  from: string
  /** Tests pass a nodemailer transport that never touches the network. */
  transport?: Transporter
}): Mailer {
  const transport = options.transport ?? nodemailer.createTransport(options.smtpUrl)
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
      })
    },
  }
}
