import type { AdminAction, AdminTargetType } from '@afc/contracts'

export const ACTION_LABELS: Record<AdminAction, string> = {
  'vendor.approve': 'Vendor approved',
  'vendor.reject': 'Vendor rejected',
  'vendor.suspend': 'Vendor suspended',
  'activity.approve': 'Activity approved',
  'activity.reject': 'Activity rejected',
  'activity.feature': 'Activity featured',
  'activity.unfeature': 'Activity unfeatured',
  'activity.deactivate': 'Activity deactivated',
  'user.grant_role': 'Role granted',
  'user.revoke_role': 'Role removed',
  'user.disable': 'Account disabled',
  'user.enable': 'Account enabled',
  'contact_message.mark_read': 'Message marked read',
  'contact_message.mark_unread': 'Message marked unread',
  'review.hide': 'Review hidden',
  'review.unhide': 'Review shown again',
  'settings.update': 'Settings changed',
  'job.retry': 'Job retried',
  'mail.retry': 'Mail retried',
  'booking.refund': 'Booking refunded',
  'promo_code.create': 'Platform code added',
  'promo_code.update': 'Platform code changed',
  'promo_code.delete': 'Platform code removed',
  'credit.grant': 'Platform credit given',
}

export const TARGET_LABELS: Record<AdminTargetType, string> = {
  vendor: 'Vendor',
  activity: 'Activity',
  user: 'User',
  contact_message: 'Contact message',
  review: 'Review',
  settings: 'Settings',
  job: 'Job',
  mail: 'Mail',
  booking: 'Booking',
  promo_code: 'Platform code',
}

export interface FieldChange {
  field: string
  before: string
  after: string
}

const show = (value: unknown): string =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value)

/** The fields an action changed, with their values before and after; unchanged ones are left out. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  return [...fields]
    .map((field) => ({ field, before: show(before?.[field]), after: show(after?.[field]) }))
    .filter((change) => change.before !== change.after)
}
