import {
  BadgeCheck,
  CalendarPlus,
  ClipboardList,
  LayoutDashboard,
  Store,
  UserPlus,
} from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { InfoPage } from '../components/info-page'
import { NumberedSteps, type Step } from '../components/numbered-steps'

const steps: Step[] = [
  {
    title: 'Create a provider account',
    icon: UserPlus,
    text: 'Sign up and choose the Vendor role. Your business profile starts as pending.',
  },
  {
    title: 'Get approved',
    icon: BadgeCheck,
    text: 'Our team reviews every new provider before anything goes public. Meanwhile you can already set up your profile and draft activities.',
  },
  {
    title: 'Tell families who you are',
    icon: Store,
    text: 'Add your logo, a banner, a few honest lines about your business and your venues. Your website, email and phone stay private; only your location is public.',
  },
  {
    title: 'List your activities',
    icon: ClipboardList,
    text: 'Classes, courses or events, each with its ages, price, capacity, duration and categories, so parents find them with the filters.',
  },
  {
    title: 'Schedule sessions',
    icon: CalendarPlus,
    text: "Add single dates or weekly series in your venue's time zone. Cancel a session and the families booked on it are told by email.",
  },
  {
    title: 'Run your bookings',
    icon: LayoutDashboard,
    text: 'Your dashboard shows upcoming bookings with each child and their notes, your most popular activities and your revenue, with a CSV export.',
  },
]

export function ProviderHowItWorksPage() {
  return (
    <InfoPage
      title="How It Works for Providers"
      icon={Store}
      intro="Reach local families looking for what you teach, and spend your time on the children rather than on spreadsheets."
    >
      <NumberedSteps steps={steps} />
      <div className="flex flex-wrap gap-3">
        <Button size="lg" asChild>
          <Link to="/auth" state={{ defaultTab: 'signup', role: 'vendor' }}>
            Become a provider
          </Link>
        </Button>
        <Button size="lg" variant="outline" asChild>
          <Link to="/vendor/pricing">See pricing</Link>
        </Button>
      </div>
    </InfoPage>
  )
}
