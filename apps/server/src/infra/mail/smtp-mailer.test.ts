import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { createSmtpMailer } from './smtp-mailer.ts'

describe('SMTP mailer', () => {
  it('hands nodemailer a plain-text message from the configured sender', async () => {
    // nodemailer's stream transport builds the real RFC 5322 message without a network.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
    const sent: string[] = []
    transport.on('stream', () => {})
    const originalSend = transport.sendMail.bind(transport)
    const mailer = createSmtpMailer({
      from: 'Activities for Children <hello@example.com>',
      transport: Object.assign(transport, {
        sendMail: async (mail: Parameters<typeof originalSend>[0]) => {
          const info = await originalSend(mail)
          sent.push(String((info as unknown as { message: Buffer }).message))
          return info
        },
      }),
    })

    await mailer.send({
      to: 'parent@example.com',
      subject: 'Confirm your email',
      text: 'Hello! Please confirm your email.',
    })

    expect(sent).toHaveLength(1)
    expect(sent[0]).toContain('From: Activities for Children <hello@example.com>')
    expect(sent[0]).toContain('To: parent@example.com')
    expect(sent[0]).toContain('Subject: Confirm your email')
    expect(sent[0]).toContain('Hello! Please confirm your email.')
  })
})
