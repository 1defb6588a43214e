import type { WaitlistEntry } from '@afc/contracts'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { sessionSpanLabel } from '@/lib/session-time'
import { useCountdown } from '@/lib/use-countdown'
import { LeaveWaitlistButton } from './leave-waitlist-button'
import { OfferPanel } from './offer-panel'
import { placeInLine, WaitlistStatusBadge } from './waitlist-status'

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[6rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  )
}

/** One family's place in a session's line: where they stand, and an offer when there is one. */
export function WaitlistCard({ entry }: { entry: WaitlistEntry }) {
  const titleId = `waitlist-${entry.id}`
  const offer = entry.status === 'offered' ? entry.offer : null
  // An offer runs out on the family's screen as it does on the server: by its time alone.
  const offerLeft = useCountdown(offer?.expiresAt ?? null)
  const ranOut = offerLeft === 0
  const inLine = entry.status === 'waiting' || (entry.status === 'offered' && !ranOut)
  const { session } = entry
  const names = entry.participants.map((child) => `${child.firstName} ${child.lastName}`)
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-4">
        {entry.activity.thumbnailUrl && (
          <img
            src={entry.activity.thumbnailUrl}
            alt=""
            loading="lazy"
            className="size-16 shrink-0 rounded-lg object-cover sm:size-20"
          />
        )}
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id={titleId} className="font-semibold text-lg leading-snug">
              <Link to={`/activities/${entry.activity.id}`} className="hover:underline">
                {entry.activity.title}
              </Link>
            </h2>
            <WaitlistStatusBadge status={ranOut ? 'expired' : entry.status} />
          </div>
          <p className="text-muted-foreground text-sm">
            <Link to={`/vendors/${entry.provider.id}`} className="hover:underline">
              {entry.provider.businessName}
            </Link>
          </p>
        </div>
      </div>
      <dl className="grid gap-2 text-sm">
        <Detail term="When">
          {sessionSpanLabel(session.startsAt, session.endsAt, session.timeZone)}
        </Detail>
        <Detail term={names.length === 1 ? 'Child' : 'Children'}>{names.join(', ')}</Detail>
      </dl>
      {entry.status === 'waiting' && entry.position !== null && (
        <p className="font-semibold text-primary">{placeInLine(entry.position)}</p>
      )}
      {offer && <OfferPanel entry={{ ...entry, offer }} remaining={offerLeft ?? 0} />}
      {entry.status === 'booked' && (
        <p className="text-sm">
          You took this offer.{' '}
          <Link to="/bookings" className="font-medium text-primary underline">
            See the booking
          </Link>
        </p>
      )}
      {inLine && (
        <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:justify-end">
          <LeaveWaitlistButton entry={entry} />
        </div>
      )}
    </article>
  )
}
