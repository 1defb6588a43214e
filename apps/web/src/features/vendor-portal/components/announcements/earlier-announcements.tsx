import { useId } from 'react'
import { ErrorAlert } from '@/components/error-alert'
import { Skeleton } from '@/components/ui/skeleton'
import { failureMessage } from '@/lib/problem-feedback'
import { formatRelativeSessionTime, formatSessionDate } from '@/lib/session-time'
import { useAnnouncements } from '../../api/get-announcements'
import type { AnnouncementTarget } from '../../api/vendor-query-keys'
import { pluralize } from '../../lib/plural'

interface EarlierAnnouncementsProps {
  target: AnnouncementTarget
  timeZone: string
  /** The list loads only while its dialog is open. */
  enabled: boolean
}

/** The messages sent before, newest first, with when and how many families they reached. */
export function EarlierAnnouncements({ target, timeZone, enabled }: EarlierAnnouncementsProps) {
  const announcements = useAnnouncements(target, enabled)
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-2 border-t pt-4">
      <h3 id={headingId} className="font-semibold text-sm">
        Earlier messages
      </h3>
      {announcements.isPending && <Skeleton className="h-12 rounded-lg" />}
      {announcements.isError && (
        <ErrorAlert title="Error">
          {failureMessage(announcements.error, 'Failed to load the earlier messages.')}
        </ErrorAlert>
      )}
      {announcements.data?.length === 0 && (
        <p className="text-muted-foreground text-sm">No messages sent yet.</p>
      )}
      {announcements.data && announcements.data.length > 0 && (
        <ul className="grid gap-3">
          {announcements.data.map((announcement) => (
            <li
              key={announcement.id}
              className="grid gap-1 rounded-lg border bg-muted/30 p-3 text-sm"
            >
              <p className="text-muted-foreground text-xs">
                {formatRelativeSessionTime(announcement.createdAt, timeZone)} ·{' '}
                {announcement.sessionStartsAt
                  ? `Session on ${formatSessionDate(announcement.sessionStartsAt, timeZone)}`
                  : 'Every upcoming session'}{' '}
                · Reached {pluralize(announcement.reachedCount, 'booking')},{' '}
                {announcement.mailedCount} by email
              </p>
              <p className="whitespace-pre-line break-words">{announcement.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
