import type { Booking } from '@afc/contracts'
import { Megaphone } from 'lucide-react'
import { useId } from 'react'
import { formatRelativeSessionTime } from '@/lib/session-time'

/** Messages the provider sent to the families of this booking's session, newest first. */
export function BookingAnnouncements({ booking }: { booking: Booking }) {
  const headingId = useId()
  if (booking.announcements.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="sr-only">
        Messages from {booking.provider.businessName}
      </h3>
      <ul className="grid gap-2">
        {booking.announcements.map((announcement) => (
          <li
            key={announcement.id}
            className="grid gap-1 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
          >
            <p className="flex items-center gap-2 font-medium">
              <Megaphone aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <span>
                Message from {announcement.providerName}
                <span className="font-normal text-muted-foreground">
                  {' '}
                  · {formatRelativeSessionTime(announcement.createdAt, booking.session.timeZone)}
                </span>
              </span>
            </p>
            <p className="whitespace-pre-line break-words">{announcement.message}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
