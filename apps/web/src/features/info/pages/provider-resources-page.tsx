import { BookOpen } from 'lucide-react'
import { Link } from 'react-router'
import { InfoPage } from '../components/info-page'
import { InfoSection } from '../components/info-section'

export function ProviderResourcesPage() {
  return (
    <InfoPage
      title="Provider Resources"
      icon={BookOpen}
      intro="Practical advice for listings that parents understand at a glance and book with confidence."
    >
      <InfoSection title="Write a listing parents can decide on">
        <ul>
          <li>
            Lead with what the child will do and take home, in the first sentence: it becomes the
            short description on the activity card.
          </li>
          <li>Set a real age range. Parents filter by age, and a range of 0 to 18 helps nobody.</li>
          <li>
            Say what to bring and what to wear, and whether a parent needs to stay for the session.
          </li>
          <li>
            Pick every category that fits: families browse by category as often as they search.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Photos">
        <ul>
          <li>Show children doing the activity, in daylight, rather than your logo or a poster.</li>
          <li>Landscape photos work best: cards crop them to 4:3 and your banner to 3:1.</li>
          <li>Only use photos you have permission to share, especially of children.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Schedules and capacity">
        <ul>
          <li>
            Publish sessions a few weeks ahead; the soonest session appears on every card and many
            parents plan on Sunday evenings.
          </li>
          <li>
            Set a capacity so families see the places left and a full session cannot overbook.
          </li>
          <li>
            If you must cancel, cancel the session in your dashboard: every family booked on it is
            emailed automatically.
          </li>
        </ul>
      </InfoSection>
      <InfoSection title="Need a hand?">
        <p>
          Read <Link to="/vendor/how-it-works">how it works for providers</Link> or{' '}
          <Link to="/contact">contact our team</Link>; we are happy to look over your first listing.
        </p>
      </InfoSection>
    </InfoPage>
  )
}
