import { useDocumentTitle } from '@/lib/use-document-title'
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
  return (
    <>
      <SignedInBanner />
      <HeroSection />
      <CategoryGrid />
      <FeaturedActivities activities={[]} />
      <HowItWorksSection />
      <ParentingTipsSection />
      <TestimonialsSection />
      <NewsletterSignup />
    </>
  )
}
