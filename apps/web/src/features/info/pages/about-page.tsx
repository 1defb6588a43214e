import { FREE_CANCELLATION_WINDOW } from '@afc/contracts'
import { Heart } from 'lucide-react'
import { Link } from 'react-router'
import { InfoPage } from '../components/info-page'
import { InfoSection } from '../components/info-section'

export function AboutPage() {
  return (
    <InfoPage
      title="About Us"
      icon={Heart}
      intro="Activities for Children is a marketplace where families find and book classes, courses and events for their kids, run by local providers we have approved."
    >
      <InfoSection title="Why we built it">
        <p>
          Finding a pottery class for a six-year-old or a robotics course for a twelve-year-old
          usually means a dozen browser tabs, out-of-date flyers and phone calls during work hours.
          We put what parents compare in one place: ages, prices, session times, the venue's
          neighbourhood and what other families who booked thought of it.
        </p>
      </InfoSection>
      <InfoSection title="For families">
        <ul>
          <li>Search by interest, age, price, location or weekend sessions.</li>
          <li>See every upcoming session in the venue's own time zone, with the places left.</li>
          <li>Ratings come only from families who booked, never from anyone else.</li>
          <li>
            Cancellation is free up to {FREE_CANCELLATION_WINDOW} before the activity, and you won't
            be charged until you complete your booking.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="For providers">
        <p>
          Art studios, sports clubs, science centres and independent teachers list their activities,
          run their schedules and see their bookings in one dashboard. Every provider is reviewed by
          our team before their activities appear.{' '}
          <Link to="/vendor/how-it-works">See how it works for providers</Link>.
        </p>
      </InfoSection>
      <InfoSection title="Talk to us">
        <p>
          Questions, ideas or a provider you would love to see here?{' '}
          <Link to="/contact">Send us a message</Link>; a person on our team reads every one.
        </p>
      </InfoSection>
    </InfoPage>
  )
}
