import type { Database } from '../../db/client.ts'
import type { MailMessage, Notices } from '../../infra/mail/index.ts'

/** What the moderation services need to tell providers about a decision. */
/** Queues a decision's mail in the decision's transaction, keyed on its audit entry. */
export async function queueDecisionMail(options: {
  db: Database
  notices: Notices
  auditEntryId: string
  mail: MailMessage
}) {
  await options.notices.outbox.add(options.db, {
    ...options.mail,
    key: `admin-decision:${options.auditEntryId}`,
    topic: 'transactional',
  })
}

type Letter = { to: string; publicUrl: string; supportEmail: string | null }

function letter(options: Letter & { subject: string; body: string[] }): MailMessage {
  const help = options.supportEmail
    ? `Questions? Write to us at ${options.supportEmail}.`
    : `Questions? Write to us through ${options.publicUrl}/contact.`
  return {
    to: options.to,
    subject: options.subject,
    text: ['Hello,', '', ...options.body, '', help, '', 'The Activities for Children team'].join(
      '\n',
    ),
  }
}

export function vendorApprovedMail(options: Letter & { businessName: string }): MailMessage {
  return letter({
    ...options,
    subject: `${options.businessName} is approved on Activities for Children`,
    body: [
      `Good news: ${options.businessName} is approved. Your active, approved activities are now on the public site, and families can book them.`,
      '',
      `Manage your activities and sessions here: ${options.publicUrl}/vendor`,
    ],
  })
}

export function vendorRejectedMail(
  options: Letter & { businessName: string; reason: string },
): MailMessage {
  return letter({
    ...options,
    subject: `${options.businessName} was not approved`,
    body: [
      `We have reviewed ${options.businessName} and cannot approve it at this time. The reason:`,
      '',
      options.reason,
    ],
  })
}

export function vendorSuspendedMail(
  options: Letter & { businessName: string; reason: string },
): MailMessage {
  return letter({
    ...options,
    subject: `${options.businessName} is suspended`,
    body: [
      `${options.businessName} has been suspended, so its activities are no longer shown on the public site. The reason:`,
      '',
      options.reason,
    ],
  })
}

export function activityApprovedMail(options: Letter & { activityTitle: string }): MailMessage {
  return letter({
    ...options,
    subject: `"${options.activityTitle}" is approved`,
    body: [
      `"${options.activityTitle}" is approved. While it is active, families can find and book it.`,
      '',
      `See your activities: ${options.publicUrl}/vendor/activities`,
    ],
  })
}

export function activityRejectedMail(
  options: Letter & { activityTitle: string; activityId: string; reason: string },
): MailMessage {
  return letter({
    ...options,
    subject: `"${options.activityTitle}" was not approved`,
    body: [
      `We have reviewed "${options.activityTitle}" and cannot approve it as it is. The reason:`,
      '',
      options.reason,
      '',
      `Once you have changed it, it comes back to us for review: ${options.publicUrl}/vendor/activities/${options.activityId}/edit`,
    ],
  })
}

export function activityDeactivatedMail(options: Letter & { activityTitle: string }): MailMessage {
  return letter({
    ...options,
    subject: `"${options.activityTitle}" was switched off`,
    body: [
      `An administrator has switched off "${options.activityTitle}", so it is no longer shown on the public site or open for booking.`,
    ],
  })
}

export function bookingRefundedMail(
  options: Letter & { amount: string; activityTitle: string; when: string; reason: string },
): MailMessage {
  return letter({
    ...options,
    subject: `We refunded ${options.amount} for ${options.activityTitle}`,
    body: [
      `We refunded ${options.amount} for ${options.activityTitle} on ${options.when}. Reason: ${options.reason}`,
      '',
      'The money goes back to the card you paid with; your bank may take a few days to show it. Your booking itself is unchanged.',
    ],
  })
}
