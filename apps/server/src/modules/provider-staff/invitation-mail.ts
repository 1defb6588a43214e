import type { StaffRole } from '@afc/contracts'
import type { MailMessage } from '../../infra/mail/index.ts'

const ROLE_WORDS: Record<StaffRole, string> = {
  manager: 'a manager (everything but payouts and payment settings)',
  instructor: 'an instructor (rosters and records of the activities assigned to you)',
}

/** The invitation: who invites, as what, and the link that works once, for 7 days. */
export function staffInvitationMail(options: {
  to: string
  businessName: string
  role: StaffRole
  url: string
}): MailMessage {
  return {
    to: options.to,
    subject: `${options.businessName} invites you to their team on Activities for Children`,
    text: [
      'Hello!',
      '',
      `${options.businessName} invites you to join their team on Activities for Children as ${ROLE_WORDS[options.role]}.`,
      '',
      'Open this link to create your account, or to sign in if you already have one, and join:',
      '',
      options.url,
      '',
      'The link works once, for 7 days. If you did not expect this, you can ignore this message.',
      '',
      'The Activities for Children team',
    ].join('\n'),
  }
}
