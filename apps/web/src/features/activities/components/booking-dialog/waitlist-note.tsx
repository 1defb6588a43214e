import { DEFAULT_WAITLIST_OFFER_HOURS } from '@afc/contracts'
import { ListOrdered } from 'lucide-react'

/** Why the dialog offers the line instead of a booking, and how the line works. */
export function WaitlistNote({ spotsLeft }: { spotsLeft: number }) {
  return (
    <section
      aria-label="Waiting list"
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm"
    >
      <ListOrdered className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {spotsLeft > 0
          ? `Only ${spotsLeft} ${spotsLeft === 1 ? 'place is' : 'places are'} left, not enough for everyone you chose.`
          : 'This session is full.'}{' '}
        Join the waiting list: when places free up, the first family in line whose children all fit
        gets them, held for up to {DEFAULT_WAITLIST_OFFER_HOURS} hours. Your children stay together.
      </p>
    </section>
  )
}
