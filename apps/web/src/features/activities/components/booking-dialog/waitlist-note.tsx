import { hoursInWords } from '@afc/contracts'
import { ListOrdered } from 'lucide-react'
import { useBookingTerms } from '../../api/get-booking-terms'

/**
 * Why the dialog offers the line instead of a booking, and how the line works: for a session, or
 * for a whole term, whose line is offered every session still to come at once.
 */
export function WaitlistNote({
  spotsLeft,
  full = 'This session is full.',
}: {
  spotsLeft: number
  full?: string
}) {
  const terms = useBookingTerms()
  const held = terms ? `, held for up to ${hoursInWords(terms.waitlistOfferHours)}` : ''
  const cutoff =
    terms && terms.waitlistCutoffHours > 0
      ? ` No places are offered in the last ${hoursInWords(terms.waitlistCutoffHours)} before the session starts.`
      : ''
  return (
    <section
      aria-label="Waiting list"
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm"
    >
      <ListOrdered className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {spotsLeft > 0
          ? `Only ${spotsLeft} ${spotsLeft === 1 ? 'place is' : 'places are'} left, not enough for everyone you chose.`
          : full}{' '}
        Join the waiting list: when places free up, the first family in line whose children all fit
        gets them{held}. Your children stay together.{cutoff}
      </p>
    </section>
  )
}
