import { FREE_CANCELLATION_WINDOW } from '@afc/contracts'
import { FileText } from 'lucide-react'
import { Link } from 'react-router'
import { InfoPage } from '../components/info-page'
import { InfoSection } from '../components/info-section'

export function TermsPage() {
  return (
    <InfoPage
      title="Terms of Service"
      icon={FileText}
      intro="The plain-language rules for using Activities for Children, as a family or as a provider."
    >
      <InfoSection title="What we are">
        <p>
          Activities for Children is a marketplace. Providers (studios, clubs, teachers and venues)
          run the activities; we help families find and book them. The provider is responsible for
          the activity itself, its safety and its staff.
        </p>
      </InfoSection>
      <InfoSection title="Your account">
        <ul>
          <li>Give accurate details and keep your password to yourself.</li>
          <li>You are responsible for bookings made from your account.</li>
          <li>
            Provider accounts are reviewed and must be approved before their activities appear.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Bookings, payment and cancellation">
        <ul>
          <li>You won't be charged until you complete your booking.</li>
          <li>Cancellation is free up to {FREE_CANCELLATION_WINDOW} before the activity.</li>
          <li>
            If a provider cancels a session, the bookings on it are cancelled and the families are
            emailed.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Providers">
        <ul>
          <li>Describe activities truthfully: ages, price, duration, capacity and location.</li>
          <li>Keep your schedule current and honour the bookings you accept.</li>
          <li>We may pause or remove listings that break these terms or put children at risk.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Reviews">
        <p>
          Only families who booked an activity may review it. Reviews must be honest and about the
          activity; we remove abusive ones.
        </p>
      </InfoSection>
      <InfoSection title="Changes and questions">
        <p>
          If these terms change, we will say so on this page and email account holders about
          important changes. Questions are welcome on our <Link to="/contact">contact page</Link>.
          How we handle personal data is in the <Link to="/privacy">privacy policy</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  )
}
