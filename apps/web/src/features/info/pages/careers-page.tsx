import { Briefcase } from 'lucide-react'
import { Link } from 'react-router'
import { InfoPage } from '../components/info-page'
import { InfoSection } from '../components/info-section'

export function CareersPage() {
  return (
    <InfoPage
      title="Careers"
      icon={Briefcase}
      intro="We are a small team building Activities for Children, and we have no open positions listed right now."
    >
      <InfoSection title="Who we look for">
        <p>
          When we hire, it is for people who care about families' time and about the small providers
          who run children's activities: engineers who like accessible, fast web apps, and people
          who enjoy helping providers get their first listings right.
        </p>
      </InfoSection>
      <InfoSection title="Get in touch anyway">
        <p>
          If that sounds like you, <Link to="/contact">write to us</Link> with a few lines about
          yourself and what you would like to work on. We keep every message and reply to each one.
        </p>
      </InfoSection>
    </InfoPage>
  )
}
