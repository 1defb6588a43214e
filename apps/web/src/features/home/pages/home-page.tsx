import { useDeferredValue } from 'react'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useFeaturedActivities } from '../api/get-featured-activities'
import { CategoryGrid } from '../components/category-grid'
import { FeaturedActivities } from '../components/featured-activities'
import { HeroSection } from '../components/hero-section'
import { HowItWorksSection } from '../components/how-it-works-section'
import { NewsletterSignup } from '../components/newsletter-signup'
import { ParentingTipsSection } from '../components/parenting-tips-section'
import { SignedInBanner } from '../components/signed-in-banner'
import { TestimonialsSection } from '../components/testimonials-section'

export function HomePage() {
  useDocumentTitle()
  const featured = useFeaturedActivities()
  // As on an activity's page: the answer renders in short slices, not one long task.
  const shown = useDeferredValue(featured.data)
  return (
    <>
      <SignedInBanner />
      <HeroSection />
      <CategoryGrid />
      {/* A failed fetch reads as no featured activities: the rest of the page still works. */}
      <FeaturedActivities activities={shown ?? []} isLoading={!shown && !featured.isError} />
      <HowItWorksSection />
      <ParentingTipsSection />
      <TestimonialsSection />
      <NewsletterSignup />
    </>
  )
}
