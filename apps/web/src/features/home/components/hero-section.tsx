import { CalendarHeart, MapPin, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { HeroIllustration } from './hero-illustration'
import { HeroSearch } from './hero-search'

const quickLinks = [
  { label: 'Art', to: '/activities?category=art' },
  { label: 'Sports', to: '/activities?category=sports' },
  { label: 'STEM', to: '/activities?category=stem' },
  { label: 'Music', to: '/activities?category=music' },
  { label: 'This Weekend', to: '/activities?weekend=true' },
]

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-br from-teal-50 via-background to-amber-50"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-24">
        <div className="flex flex-col gap-6">
          <p className="flex w-fit items-center gap-2 rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground text-sm">
            <Sparkles className="size-4" aria-hidden="true" />
            Classes · Courses · Events
          </p>
          <h1
            id="hero-title"
            className="font-extrabold text-4xl leading-tight tracking-tight sm:text-5xl xl:text-6xl"
          >
            Find activities your kids will <span className="text-primary">love</span>
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Discover and book classes, courses and events from trusted local providers, all in one
            place.
          </p>
          <HeroSearch />
          <nav aria-label="Popular searches" className="flex flex-wrap items-center gap-2">
            <span className="text-muted-foreground text-sm">Popular:</span>
            {quickLinks.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className="rounded-full border bg-card px-3 py-1 font-medium text-sm transition-colors hover:border-primary hover:text-primary"
              >
                {link.label}
              </Link>
            ))}
          </nav>
          <ul className="flex flex-wrap gap-x-8 gap-y-2 font-semibold">
            <li className="flex items-center gap-2">
              <MapPin className="size-5 text-primary" aria-hidden="true" />
              20+ cities
            </li>
            <li className="flex items-center gap-2">
              <CalendarHeart className="size-5 text-type-event" aria-hidden="true" />
              1000+ activities
            </li>
          </ul>
        </div>
        <div className="hidden sm:block">
          <HeroIllustration />
        </div>
      </div>
    </section>
  )
}
