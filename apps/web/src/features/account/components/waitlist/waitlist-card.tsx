import type { WaitlistEntry } from '@afc/contracts'
import { Link } from 'react-router'
import { sessionSpanLabel } from '@/lib/session-time'
import { useCountdown } from '@/lib/use-countdown'
import { BookedActivityHeader, CardDetail } from '../booked-activity-header'
import { LeaveWaitlistButton } from './leave-waitlist-button'
import { OfferPanel } from './offer-panel'
import { placeInLine, WaitlistStatusBadge } from './waitlist-status'

/**
 * One family's place in a session's or a term's line: where they stand, and an offer when there
 * is one.
 */
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
      <BookedActivityHeader
        item={entry}
        titleId={titleId}
        badge={<WaitlistStatusBadge status={ranOut ? 'expired' : entry.status} />}
      />
      <dl className="grid gap-2 text-sm">
        {entry.term && (
          <CardDetail term="Term">
            {entry.term.name}
            <span className="block font-normal text-muted-foreground">
              An offer enrols you in every session still to come
            </span>
          </CardDetail>
        )}
        <CardDetail term={entry.term ? 'From' : 'When'}>
          {sessionSpanLabel(session.startsAt, session.endsAt, session.timeZone)}
        </CardDetail>
        <CardDetail term={names.length === 1 ? 'Child' : 'Children'}>{names.join(', ')}</CardDetail>
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
