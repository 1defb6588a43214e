import type { UnsubscribeTopic } from '@afc/contracts'

/** The optional mail, named the same on Settings and on the unsubscribe page. */
export const MAIL_TOPICS: Record<UnsubscribeTopic, { label: string; description: string }> = {
  reminders: {
    label: 'Session reminders',
    description: 'An email the day before each session you have booked.',
  },
  announcements: {
    label: 'Messages from providers',
    description:
      'When a provider writes to the families booked on a session, such as about a change of room. The messages stay on My Bookings either way.',
  },
  newsletter: {
    label: 'Newsletter and offers',
    description: 'News about activities near you, holiday ideas and offers.',
  },
  // Off until the parent turns it on.
  attendance: {
    label: 'Check-in and check-out emails',
    description: 'An email when a provider checks your child in, and when they are collected.',
  },
}

export const MAIL_TOPIC_ORDER: UnsubscribeTopic[] = [
  'reminders',
  'announcements',
  'newsletter',
  'attendance',
]
