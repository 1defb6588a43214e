import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { messageId: string; to: string; subject: string }

/**
 * A local SMTP server standing in for the mail provider: it keeps what it accepted, and can
 * hold one message unanswered (the client waits for its 250) so a test can kill the sender
 * mid-send. A message whose connection drops before the answer is not accepted, as with a real
 * server.
 */
export async function startSmtpStandIn(
  options: {
    holdMessage?: number
    /** How long the provider takes to accept a message, as a distant one would. */
    answerDelayMs?: number
  } = {},
) {
  const accepted: ReceivedMail[] = []
  let seen = 0
  let releaseHeld: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    releaseHeld = resolve
  })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        seen += 1
        if (seen === options.holdMessage) {
          releaseHeld()
          return
        }
        const text = Buffer.concat(chunks).toString()
        const header = (name: string) =>
          new RegExp(`^${name}: (.*)$`, 'im').exec(text)?.[1]?.trim() ?? ''
        accepted.push({
          messageId: header('Message-ID'),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
          subject: header('Subject'),
        })
        setTimeout(callback, options.answerDelayMs ?? 0)
      })
    },
  })
  server.listen(0, '127.0.0.1')
  await once(server.server, 'listening')
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    /** Resolves once the held message has arrived in full and waits for its answer. */
    held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
