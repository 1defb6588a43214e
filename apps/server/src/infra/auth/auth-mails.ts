import type { MailMessage } from '../mail/mailer.ts'

export function verificationMail(options: { to: string; url: string }): MailMessage {
  return {
    to: options.to,
    subject: 'Please confirm your email for Activities for Children',
    text: [
      'Hello!',
      '',
      'Thanks for joining Activities for Children. Please confirm your email address by opening this link:',
      '',
      options.url,
      '',
      'The link works for 24 hours. If you did not sign up, you can ignore this message.',
      '',
      'The Activities for Children team',
    ].join('\n'),
  }
}

export function existingAccountMail(options: { to: string; signInUrl: string }): MailMessage {
  return {
    to: options.to,
    subject: 'Someone tried to sign up with your email',
    text: [
      'Hello!',
      '',
      'Someone just tried to create a new Activities for Children account with this email address, which already has an account.',
      '',
      `If that was you, you can simply sign in: ${options.signInUrl}`,
      '',
      'If it was not you, nothing has changed and you do not need to do anything.',
      '',
      'The Activities for Children team',
    ].join('\n'),
  }
}

export function changeEmailMail(options: {
  to: string
  newEmail: string
  url: string
}): MailMessage {
  return {
    to: options.to,
    subject: 'Confirm the change of your email address',
    text: [
      'Hello!',
      '',
      `You asked to use ${options.newEmail} for your Activities for Children account. Please confirm by opening this link:`,
      '',
      options.url,
      '',
      'If you did not ask for this, ignore this message and nothing will change.',
      '',
      'The Activities for Children team',
    ].join('\n'),
  }
}
