import { FREE_CANCELLATION_WINDOW } from '@afc/contracts'
import { CalendarCheck, Heart, Search, Smile } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { InfoPage } from '../components/info-page'
import { NumberedSteps, type Step } from '../components/numbered-steps'

const steps: Step[] = [
  {
    title: 'Discover',
    icon: Search,
    text: 'Search by what your child loves, or filter by category, age, price, city and weekend sessions. Each card shows the ages, the next session, the price and the rating from families who booked.',
  },
  {
    title: 'Shortlist',
    icon: Heart,
    text: 'Tap the heart to keep an activity for later. Signed in, your favorites follow you to every device; as a visitor they stay in this browser.',
  },
  {
    title: 'Book',
    icon: CalendarCheck,
    text: "Open an activity, choose one of its upcoming sessions (times are in the venue's time zone) and press Book Now. You won't be charged until you complete your booking.",
  },
  {
    title: 'Enjoy',
    icon: Smile,
    text: `The provider gets your booking and the venue address is shared with you. Plans changed? Cancellation is free up to ${FREE_CANCELLATION_WINDOW} before the activity.`,
  },
]

export function HowItWorksPage() {
  return (
    <InfoPage
      title="How It Works"
      icon={Search}
      intro="From 'what could we do this Saturday?' to a booked place in a few minutes."
    >
      <NumberedSteps steps={steps} />
      <div className="flex flex-wrap gap-3">
        <Button size="lg" asChild>
          <Link to="/activities">Browse activities</Link>
        </Button>
        <Button size="lg" variant="outline" asChild>
          <Link to="/faq">Read the FAQ</Link>
        </Button>
      </div>
    </InfoPage>
  )
}
