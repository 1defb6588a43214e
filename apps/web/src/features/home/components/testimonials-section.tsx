import { Quote, Star } from 'lucide-react'
import { SectionHeading } from './section-heading'

const starSlots = [1, 2, 3, 4, 5]

const testimonials = [
  {
    quote:
      "My daughter can't stop talking about her pottery class. Booking took two minutes and the teacher was wonderful.",
    name: 'Sarah M.',
    detail: 'Mum of Emma, 6',
  },
  {
    quote:
      'We found a weekend coding course that fits around football practice. The filters made it so easy.',
    name: 'David L.',
    detail: 'Dad of Noah, 10',
  },
  {
    quote:
      'As a working parent I love having times, prices and other families’ reviews all in one place.',
    name: 'Priya K.',
    detail: 'Mum of two',
  },
]

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-secondary/60">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          title="What Parents Say"
          subtitle="Families across the country use Activities for Children every week."
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map(({ quote, name, detail }) => (
            <li key={name}>
              <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <div className="flex gap-0.5 text-warm" role="img" aria-label="Rated 5 out of 5">
                    {starSlots.map((slot) => (
                      <Star key={slot} className="size-4 fill-current" aria-hidden="true" />
                    ))}
                  </div>
                  <Quote className="size-6 text-primary/30" aria-hidden="true" />
                </div>
                <blockquote className="flex-1 text-foreground">“{quote}”</blockquote>
                <figcaption>
                  <p className="font-semibold">{name}</p>
                  <p className="text-muted-foreground text-sm">{detail}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
