import { ShieldCheck } from 'lucide-react'
import { Link } from 'react-router'
import { InfoPage } from '../components/info-page'
import { InfoSection } from '../components/info-section'

export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      icon={ShieldCheck}
      intro="We keep only what we need to run bookings, we do not sell it, and we do not track you."
    >
      <InfoSection title="What we store">
        <ul>
          <li>
            <strong>Your account:</strong> email address, first and last name, your roles, and a
            one-way hash of your password (never the password itself).
          </li>
          <li>
            <strong>Your children:</strong> first and last name, birth date and any notes you add
            (such as allergies), only to run the bookings you make for them.
          </li>
          <li>
            <strong>Your activity here:</strong> your bookings, your favorites and any reviews you
            write.
          </li>
          <li>
            <strong>Messages:</strong> your newsletter subscription and what you send through the
            contact form.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Who sees it">
        <ul>
          <li>
            A provider sees the names and notes of the children booked on their own sessions, and
            nothing about other families.
          </li>
          <li>
            Providers' website, email and phone are for our team only and are never shown publicly;
            only their location is public.
          </li>
          <li>Our team sees what it needs to approve providers and help you.</li>
          <li>We do not sell or rent personal data, and there is no advertising on the site.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Cookies">
        <p>
          We use a single session cookie to keep you signed in, and nothing else. Details are in the{' '}
          <Link to="/cookies">cookie policy</Link>.
        </p>
      </InfoSection>
      <InfoSection title="Your choices">
        <p>
          To correct or delete your children's details, get a copy of your data or have your account
          deleted, <Link to="/contact">contact us</Link> and we will do it.
        </p>
      </InfoSection>
    </InfoPage>
  )
}
