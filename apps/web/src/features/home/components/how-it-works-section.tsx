import { CalendarCheck, Search, Smile } from 'lucide-react'
import { SectionHeading } from './section-heading'

const steps = [
  {
    title: 'Discover',
    text: 'Browse classes, courses and events by age, interest and neighbourhood.',
    icon: Search,
  },
  {
    title: 'Book',
    text: 'Pick a session that fits your week and reserve a spot in a few clicks.',
    icon: CalendarCheck,
  },
  {
    title: 'Enjoy',
    text: 'Watch your child learn, play, make friends and come home with stories.',
    icon: Smile,
  },
]

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="how-title"
        title="How It Works"
        subtitle="Booking your child's next adventure takes minutes."
      />
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map(({ title, text, icon: Icon }, index) => (
          <li key={title} className="relative rounded-xl border bg-card p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="absolute top-4 right-5 font-bold font-display text-5xl text-muted"
            >
              {index + 1}
            </span>
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold text-xl">{title}</h3>
            <p className="mt-2 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
