import type { WaitlistEntry } from '@afc/contracts'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { placeInLine } from './waitlist-status'

/** What became of an entry that holds no live offer, said in words. */
function outcomeOf(entry: WaitlistEntry, ranOut: boolean): { title: string; text: string } {
  if (ranOut || entry.status === 'expired') {
    return {
      title: 'This offer has run out',
      text: 'The places went to the next family in line. Nothing was charged.',
    }
  }
  switch (entry.status) {
    case 'booked':
      return { title: 'You booked these places', text: 'The booking is on My Bookings.' }
    case 'declined':
      return {
        title: 'You said no thanks to this offer',
        text: 'The places went to the next family in line.',
      }
    case 'left':
      return { title: 'You left this waiting list', text: 'Nothing is held for you here.' }
    case 'closed':
      return {
        title: 'This waiting list has closed',
        text: 'The session was cancelled or has started, so no more places will be offered.',
      }
    default:
      return {
        title:
          entry.position === null ? 'You are on the waiting list' : placeInLine(entry.position),
        text: 'No places have come free for you yet. We will email you when they do.',
      }
  }
}

/** The end of the road for an offer (or the wait before one), and the way back to My Bookings. */
export function OfferOutcome({ entry, ranOut }: { entry: WaitlistEntry; ranOut: boolean }) {
  const { title, text } = outcomeOf(entry, ranOut)
  const booked = entry.status === 'booked' && !ranOut
  return (
    <section role="status" className="grid gap-3 rounded-xl border bg-muted/60 p-4 text-sm">
      <h2 className="font-semibold text-base">{title}</h2>
      <p>{text}</p>
      <Button asChild variant={booked ? 'default' : 'outline'} className="justify-self-start">
        <Link to={booked ? '/bookings' : '/bookings?tab=waitlist'}>Go to My Bookings</Link>
      </Button>
    </section>
  )
}
