import { FREE_CANCELLATION_WINDOW } from '@afc/contracts'
import { BadgePercent } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { InfoPage } from '../components/info-page'
import { InfoSection } from '../components/info-section'

export function ProviderPricingPage() {
  return (
    <InfoPage
      title="Pricing for Providers"
      icon={BadgePercent}
      intro="There are no listing fees during our launch period. Listing your business and your activities costs nothing."
    >
      <div className="rounded-2xl border-2 border-primary/30 bg-primary/5 p-6">
        <p className="font-semibold text-primary text-sm uppercase tracking-wide">Launch period</p>
        <p className="mt-2 font-bold text-3xl">No listing fees</p>
        <ul className="mt-4 grid gap-2 text-foreground/90 sm:grid-cols-2">
          <li>Unlimited activities and sessions</li>
          <li>Your public provider page</li>
          <li>Bookings dashboard and CSV export</li>
          <li>Email to families when you cancel a session</li>
        </ul>
      </div>
      <InfoSection title="What happens after the launch period">
        <p>
          We have not set the pricing for after launch yet. When we do, every provider will hear
          from us by email well before anything changes.
        </p>
      </InfoSection>
      <InfoSection title="What families pay">
        <p>
          Families pay the price you set for each activity. They are not charged until they complete
          their booking, and cancellation is free for them up to {FREE_CANCELLATION_WINDOW} before
          the activity.
        </p>
      </InfoSection>
      <div className="flex flex-wrap gap-3">
        <Button size="lg" asChild>
          <Link to="/auth" state={{ defaultTab: 'signup', role: 'vendor' }}>
            Become a provider
          </Link>
        </Button>
        <Button size="lg" variant="outline" asChild>
          <Link to="/contact">Ask a question</Link>
        </Button>
      </div>
    </InfoPage>
  )
}
